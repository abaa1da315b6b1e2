import { useQuery } from '@tanstack/react-query';
import { Flex, Table, Typography, type TableColumnsType } from 'antd';
import { formatQuantity, type MfgTaskRow, TaskStateTag } from '@/entities/mes/mfg-order';
import { mfgTaskDetailQueryOptions, type MfgTaskDetailData } from '@/shared/api';
import { AppDrawer } from '@/shared/ui/app-drawer';
import { DetailList } from '@/shared/ui/detail-list';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { Spinner } from '@/shared/ui/spinner';

type Feedback = MfgTaskDetailData['feedbacks'][number];

function feedbackColumns(precision: number): TableColumnsType<Feedback> {
  const qty = (value: number) => formatQuantity(value, precision);
  return [
    { dataIndex: 'code', title: '报工单号', width: 150 },
    { dataIndex: 'reportTime', title: '报工时间', width: 160 },
    { dataIndex: 'shiftName', title: '班次', width: 60 },
    { dataIndex: 'teamName', title: '班组', width: 90 },
    { dataIndex: 'operatorName', title: '报工人', width: 80 },
    { dataIndex: 'reportQuantity', title: '报工数', align: 'right', width: 70, render: qty },
    { dataIndex: 'qualifiedQuantity', title: '合格', align: 'right', width: 60, render: qty },
    { dataIndex: 'defectiveQuantity', title: '不良', align: 'right', width: 60, render: qty },
    { dataIndex: 'scrapQuantity', title: '报废', align: 'right', width: 60, render: qty },
    { dataIndex: 'remark', title: '备注', ellipsis: true },
  ];
}

/** 任务详情: the task and its reports (报工记录). */
export function TaskDetailDrawer({ row, onClose }: RowPanelProps<MfgTaskRow>) {
  const detail = useQuery(mfgTaskDetailQueryOptions({ query: { id: row.id } }));
  const task = detail.data;
  const qty = (value: number) => (task ? `${formatQuantity(value, task.unitPrecision)} ${task.unitName}` : '');
  return (
    <AppDrawer open width="large" title="任务详情" onClose={onClose}>
      {!task ? (
        <Spinner />
      ) : (
        <Flex vertical gap={16}>
          <DetailList
            columns={2}
            items={[
              { label: '任务号', value: task.code },
              { label: '状态', value: <TaskStateTag status={task.status} /> },
              { label: '工单号', value: task.orderCode },
              { label: '产品', value: `${task.productCode} ${task.productName}` },
              { label: '工序', value: `${task.processCode} ${task.processName}（第 ${task.sequence} 道）` },
              { label: '产线', value: `${task.lineCode} ${task.lineName}` },
              { label: '计划数量', value: qty(task.plannedQuantity) },
              { label: '完成数量', value: qty(task.completedQuantity) },
              { label: '计划时间', value: `${task.planStartTime} 至 ${task.planEndTime}` },
              {
                label: '实际时间',
                value: task.actualStartTime ? `${task.actualStartTime} 至 ${task.actualEndTime ?? '—'}` : null,
              },
            ]}
          />
          <Typography.Title level={5}>报工记录</Typography.Title>
          <Table<Feedback>
            rowKey="id"
            size="small"
            pagination={false}
            columns={feedbackColumns(task.unitPrecision)}
            dataSource={task.feedbacks}
            scroll={{ x: 860 }}
          />
        </Flex>
      )}
    </AppDrawer>
  );
}
