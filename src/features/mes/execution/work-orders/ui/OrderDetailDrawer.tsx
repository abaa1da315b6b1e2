import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Progress, Space, Timeline, Typography } from 'antd';
import { useState } from 'react';
import {
  formatQuantity,
  type MfgOrderRow,
  OrderStateTag,
  ORDER_STATES,
  PRIORITIES,
  SOURCE_TYPES,
} from '@/entities/mes/mfg-order';
import { Access } from '@/entities/permission';
import { mfgOrderDetailQueryOptions, type MfgOrderDetailData } from '@/shared/api';
import { AppDrawer } from '@/shared/ui/app-drawer';
import { DetailList, type DetailItem } from '@/shared/ui/detail-list';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { Spinner } from '@/shared/ui/spinner';
import { progressOf } from '../model/progress';
import { TRANSITIONS, TRANSITIONS_FROM, type OrderTransition } from '../model/order-transitions';
import { OrderTasksTable } from './OrderTasksTable';
import { TransitionDialog } from './TransitionDialog';

const REQUIRE: Record<OrderTransition, string> = {
  release: 'mfgOrder:release',
  start: 'mfgOrder:start',
  finish: 'mfgOrder:finish',
  close: 'mfgOrder:close',
  cancel: 'mfgOrder:cancel',
};

function headerItems(o: MfgOrderRow): DetailItem[] {
  const qty = (value: number) => `${formatQuantity(value, o.unitPrecision)} ${o.unitName}`;
  return [
    { label: '工单号', value: o.code },
    { label: '状态', value: <OrderStateTag status={o.status} /> },
    { label: '产品', value: `${o.productCode} ${o.productName}` },
    { label: '规格型号', value: o.productSpec },
    { label: '计划数量', value: qty(o.plannedQuantity) },
    { label: '合格/不良', value: `${qty(o.qualifiedQuantity)} / ${qty(o.defectiveQuantity)}` },
    { label: '计划日期', value: `${o.planStartDate} 至 ${o.planEndDate}` },
    { label: '实际开工', value: o.actualStartTime },
    { label: '产线', value: `${o.lineCode} ${o.lineName}` },
    { label: '工艺路线', value: `${o.routingCode} ${o.routingName}` },
    { label: 'BOM 版本', value: o.bomVersion },
    {
      label: '来源',
      value: o.sourceCode ? `${SOURCE_TYPES[o.sourceType]} ${o.sourceCode}` : SOURCE_TYPES[o.sourceType],
    },
    { label: '优先级', value: PRIORITIES[o.priority] },
    { label: '客户', value: o.customerName },
    { label: '备注', value: o.cancelReason ? `取消原因：${o.cancelReason}` : o.remark, span: 2 },
  ];
}

function History({ history }: { history: MfgOrderDetailData['history'] }) {
  return (
    <Timeline
      items={history.map((h) => ({
        key: h.id,
        content: (
          <Flex vertical>
            <Typography.Text strong>
              {h.fromStatus ? `${ORDER_STATES[h.fromStatus].label} → ` : ''}
              {ORDER_STATES[h.toStatus].label}
            </Typography.Text>
            <Typography.Text type="secondary">
              {h.time} {h.operatorName}
              {h.remark ? `：${h.remark}` : ''}
            </Typography.Text>
          </Flex>
        ),
      }))}
    />
  );
}

/**
 * 工单详情: header, progress, the order's tasks and its state history; the buttons are the transitions its state allows.
 * The mock is stateless, so after a change the drawer shows the order the server answered.
 */
export function OrderDetailDrawer({ row, onClose, refetch }: RowPanelProps<MfgOrderRow>) {
  const detail = useQuery(mfgOrderDetailQueryOptions({ query: { id: row.id } }));
  const [changed, setChanged] = useState<MfgOrderRow>();
  const [asking, setAsking] = useState<OrderTransition>();
  const order: MfgOrderRow | undefined = changed ?? detail.data;
  const actions = order ? TRANSITIONS_FROM[order.status] : [];
  return (
    <AppDrawer
      open
      width="large"
      title="工单详情"
      onClose={onClose}
      extra={
        <Space>
          {actions.map((t) => (
            <Access key={t} require={REQUIRE[t]}>
              <Button
                danger={TRANSITIONS[t].danger ?? false}
                type={t === 'cancel' ? 'default' : 'primary'}
                onClick={() => setAsking(t)}
              >
                {TRANSITIONS[t].title}
              </Button>
            </Access>
          ))}
        </Space>
      }
    >
      {!order ? (
        <Spinner />
      ) : (
        <Flex vertical gap={16}>
          <DetailList items={headerItems(order)} columns={2} />
          <Flex align="center" gap={12}>
            <Typography.Text>完工进度</Typography.Text>
            <Progress style={{ flex: 1 }} percent={progressOf(order)} aria-label="完工进度" />
            <Typography.Text>
              {formatQuantity(order.completedQuantity, order.unitPrecision)} /{' '}
              {formatQuantity(order.plannedQuantity, order.unitPrecision)} {order.unitName}
            </Typography.Text>
          </Flex>
          <Typography.Title level={5}>生产任务</Typography.Title>
          <OrderTasksTable tasks={detail.data?.tasks ?? []} />
          <Typography.Title level={5}>状态历史</Typography.Title>
          <History history={detail.data?.history ?? []} />
        </Flex>
      )}
      {asking && order && (
        <TransitionDialog
          transition={asking}
          order={order}
          onClose={() => setAsking(undefined)}
          onDone={(next) => {
            setAsking(undefined);
            setChanged(next);
            void refetch();
          }}
        />
      )}
    </AppDrawer>
  );
}
