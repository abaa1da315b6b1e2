import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Skeleton, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import {
  CountDiffTag,
  qtyWithUnit,
  ST_COUNT_MODES,
  ST_COUNT_TASK_STATES,
  ST_QUALITY_STATES,
  thresholdText,
} from '@/entities/storage/stock';
import { stCountApprovalApprove, stCountApprovalDetailQueryOptions, stCountApprovalRecount } from '@/shared/api';
import { formatMoney } from '@/shared/lib/format';
import { AppDrawer } from '@/shared/ui/app-drawer';
import { closeAndRefetch, type RowPanelProps } from '@/shared/ui/crud-screen';
import { DetailList } from '@/shared/ui/detail-list';
import { useSave } from '@/shared/ui/form';
import { ReasonDialog } from '@/shared/ui/reason-field';
import { StateTag } from '@/shared/ui/state-tag';
import {
  countedQty,
  movedLines,
  movedText,
  movedWarning,
  type ApprovalDetail,
  type ApprovalLine,
  type ApprovalRow,
} from '../model/approval';

// 物料 with its batch and state in one cell and 差异金额 beside 差异, so a 1000 px drawer shows the value of every
// difference without scrolling (docs/design/scm-storage-2.md → 盘点审批).
const LINE_COLUMNS: TableColumnsType<ApprovalLine> = [
  { key: 'lineNo', dataIndex: 'lineNo', title: '行', width: 40 },
  { key: 'location', title: '库位', width: 72, render: (_v, line) => line.locationCode },
  {
    key: 'material',
    title: '物料 · 批次',
    width: 170,
    render: (_v, line) => (
      <Space orientation="vertical" size={2}>
        <span>{`${line.materialCode} ${line.materialName}`}</span>
        <Space size={4} wrap>
          <Typography.Text type="secondary">{line.batchNo}</Typography.Text>
          <StateTag states={ST_QUALITY_STATES} state={line.qualityState} />
        </Space>
      </Space>
    ),
  },
  { key: 'book', title: '账面数', width: 80, align: 'right', render: (_v, line) => qtyWithUnit(line, line.bookQty) },
  {
    key: 'count',
    title: '实盘（复盘）',
    width: 90,
    align: 'right',
    render: (_v, line) => {
      const counted = countedQty(line);
      if (counted === null) return '未盘';
      return line.recountQty === null
        ? qtyWithUnit(line, counted)
        : `${qtyWithUnit(line, counted)}（初盘 ${line.countQty ?? '-'}）`;
    },
  },
  {
    key: 'diff',
    title: '差异',
    width: 100,
    render: (_v, line) => (line.diffQty === null ? '-' : <CountDiffTag diff={line.diffQty} unit={line} />),
  },
  { key: 'price', title: '单价', width: 70, align: 'right', render: (_v, line) => formatMoney(line.unitPrice) },
  { key: 'amount', title: '差异金额', width: 84, align: 'right', render: (_v, line) => formatMoney(line.diffAmount) },
  {
    key: 'moved',
    title: '盘点后变动',
    width: 180,
    render: (_v, line) =>
      line.movedSince ? (
        <Space orientation="vertical" size={2}>
          <Tag color="warning">盘点后有库存变动</Tag>
          <Typography.Text type="secondary">{movedText(line)}</Typography.Text>
        </Space>
      ) : (
        <Typography.Text type="secondary">{`无（盘点于 ${line.countTime ?? '-'}）`}</Typography.Text>
      ),
  },
];

function Differences({
  task,
  selected,
  onSelect,
}: {
  task: ApprovalDetail;
  selected?: string[];
  onSelect?: (ids: string[]) => void;
}) {
  const moved = movedLines(task.lines);
  return (
    <>
      <DetailList
        items={[
          { label: '任务', value: task.taskNo },
          { label: '状态', value: <StateTag states={ST_COUNT_TASK_STATES} state={task.state} /> },
          { label: '盘点方式', value: <StateTag states={ST_COUNT_MODES} state={task.countMode} /> },
          { label: '盘点计划', value: `${task.planNo} ${task.planName}` },
          { label: '仓库', value: task.houseName },
          { label: '盘点人', value: task.counterName },
          {
            label: '差异阈值',
            value: thresholdText({ thresholdQty: task.thresholdQty, thresholdPct: task.thresholdPct }),
          },
          { label: '盘盈金额', value: formatMoney(task.gainAmount) },
          { label: '盘亏金额', value: formatMoney(task.lossAmount) },
          { label: '提交时间', value: task.submitTime },
          { label: '审批', value: task.approveTime ? `${task.approverName ?? ''} ${task.approveTime}` : null },
          { label: '更正单', value: task.correctionNo },
        ]}
      />
      {moved.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ margin: '12px 0' }}
          title={`有 ${moved.length} 行在盘点之后有库存变动：差异按盘点时的账面计算，通过前请核实现场`}
        />
      )}
      <div role="region" aria-label="盘点差异" tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table<ApprovalLine>
          size="small"
          bordered
          rowKey="id"
          pagination={false}
          tableLayout="fixed"
          columns={LINE_COLUMNS}
          dataSource={[...task.lines]}
          rowSelection={
            onSelect
              ? {
                  selectedRowKeys: selected ?? [],
                  onChange: (keys) => onSelect(keys.map(String)),
                  getCheckboxProps: (line) => ({ 'aria-label': `选择第 ${line.lineNo} 行` }),
                }
              : undefined
          }
        />
      </div>
    </>
  );
}

/** 通过, asked first; with lines moved since counting, the dialog names them and the call confirms them. */
function ApproveDialog({ task, onClose, onDone }: { task: ApprovalDetail; onClose: () => void; onDone: () => void }) {
  const moved = movedLines(task.lines);
  const { saving, failure, save } = useSave(
    () => stCountApprovalApprove({ body: { id: task.id, confirmMoved: moved.length > 0 } }, { quiet: true }),
    { done: '已审批通过，差异更正单已生成，请在差异更正中过账' },
  );
  return (
    <Modal
      open
      title={moved.length ? '盘点后有库存变动，确认通过？' : `通过盘点任务：${task.taskNo}`}
      okText={moved.length ? '仍然通过' : '确认通过'}
      cancelText="返回"
      confirmLoading={saving}
      onOk={() => void save().then((ok) => ok && onDone())}
      onCancel={onClose}
    >
      <Flex vertical gap={8}>
        {moved.length ? (
          <>
            <Typography.Paragraph style={{ margin: 0 }}>
              以下库位在盘点之后有库存变动。差异仍按盘点时的账面计算，过账时按差异增减库存，盘点后的移动保留：
            </Typography.Paragraph>
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {moved.map((line) => (
                <li key={line.id}>{movedWarning(line)}</li>
              ))}
            </ul>
          </>
        ) : (
          <Typography.Paragraph style={{ margin: 0 }}>
            通过后生成差异更正单，过账时按差异写入盘盈 / 盘亏流水。
          </Typography.Paragraph>
        )}
        {failure && <Alert type="error" showIcon title={failure} />}
      </Flex>
    </Modal>
  );
}

function ApprovalSheet({ task, done }: { task: ApprovalDetail; done: () => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<'approve' | 'recount'>();
  const chosen = task.lines.filter((line) => selected.includes(line.id));
  return (
    <>
      <Differences task={task} selected={selected} onSelect={setSelected} />
      <Flex justify="space-between" align="center" style={{ marginTop: 12 }}>
        <Typography.Text type="secondary">勾选要复盘的行后可退回复盘。</Typography.Text>
        <Space>
          <Button disabled={selected.length === 0} onClick={() => setDialog('recount')}>
            退回复盘
          </Button>
          <Button type="primary" onClick={() => setDialog('approve')}>
            通过
          </Button>
        </Space>
      </Flex>
      {dialog === 'approve' && <ApproveDialog task={task} onClose={() => setDialog(undefined)} onDone={done} />}
      {dialog === 'recount' && (
        <ReasonDialog
          title={`退回复盘：${task.taskNo}`}
          verb="退回"
          label="复盘原因"
          id="st-count-recount-reason"
          danger={false}
          intro={
            <Alert
              type="info"
              showIcon
              title={`退回 ${chosen.map((line) => `第 ${line.lineNo} 行 ${line.locationCode}`).join('、')} 给 ${task.counterName} 复盘`}
            />
          }
          run={(reason, options) =>
            stCountApprovalRecount({ body: { id: task.id, lineIds: selected, reason } }, options)
          }
          done="已退回复盘"
          onClose={() => setDialog(undefined)}
          onDone={done}
        />
      )}
    </>
  );
}

function ApprovalDrawer({ row, editable, ...props }: RowPanelProps<ApprovalRow> & { editable: boolean }) {
  const detail = useQuery(stCountApprovalDetailQueryOptions({ query: { id: row.id } }));
  return (
    <AppDrawer
      open
      width="large"
      title={`${editable ? '盘点审批' : '盘点差异'}：${row.taskNo}`}
      onClose={props.onClose}
    >
      {detail.data ? (
        editable ? (
          <ApprovalSheet task={detail.data} done={closeAndRefetch(props)} />
        ) : (
          <Differences task={detail.data} />
        )
      ) : detail.isError ? (
        <Alert type="error" showIcon title={`盘点差异加载失败：${detail.error.message}`} />
      ) : (
        <Skeleton active />
      )}
    </AppDrawer>
  );
}

/** 审批 (docs/design/scm-storage-2.md → 盘点审批): the differences with their value, then 通过 or 退回复盘. */
export function ApprovalPanel(props: RowPanelProps<ApprovalRow>) {
  return <ApprovalDrawer {...props} editable />;
}

export function ApprovalDetailPanel(props: RowPanelProps<ApprovalRow>) {
  return <ApprovalDrawer {...props} editable={false} />;
}
