import { Table, type TableColumnsType } from 'antd';
import { formatQuantity, type MfgTaskRow, TaskStateTag } from '@/entities/mes/mfg-order';

const qty = (value: number, task: MfgTaskRow) => formatQuantity(value, task.unitPrecision);

const columns: TableColumnsType<MfgTaskRow> = [
  { dataIndex: 'code', title: '任务号', width: 170 },
  { dataIndex: 'processName', title: '工序', width: 150, render: (_, t) => `${t.processCode} ${t.processName}` },
  {
    dataIndex: 'plannedQuantity',
    title: '计划',
    align: 'right',
    width: 70,
    render: (_, t) => qty(t.plannedQuantity, t),
  },
  {
    dataIndex: 'completedQuantity',
    title: '完成',
    align: 'right',
    width: 70,
    render: (_, t) => qty(t.completedQuantity, t),
  },
  {
    dataIndex: 'qualifiedQuantity',
    title: '合格/不良',
    align: 'right',
    width: 90,
    render: (_, t) => `${qty(t.qualifiedQuantity, t)} / ${qty(t.defectiveQuantity, t)}`,
  },
  { dataIndex: 'planStartTime', title: '计划开始', width: 160 },
  { dataIndex: 'status', title: '状态', width: 90, render: (_, t) => <TaskStateTag status={t.status} /> },
];

/** The tasks release made for an order, one per routing step, in routing order. */
export function OrderTasksTable({ tasks }: { tasks: readonly MfgTaskRow[] }) {
  const sorted = [...tasks].sort((a, b) => a.sequence - b.sequence);
  return (
    <Table<MfgTaskRow>
      rowKey="id"
      size="small"
      pagination={false}
      columns={columns}
      dataSource={sorted}
      scroll={{ x: 800 }}
    />
  );
}
