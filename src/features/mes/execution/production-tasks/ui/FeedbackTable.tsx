import { Table, type TableColumnsType } from 'antd';
import { formatQuantity } from '@/entities/mes/mfg-order';
import type { MfgTaskDetailData } from '@/shared/api';

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

/** 报工记录: the task's reports. */
export function FeedbackTable({ task }: { task: MfgTaskDetailData }) {
  return (
    <Table<Feedback>
      rowKey="id"
      size="small"
      pagination={false}
      columns={feedbackColumns(task.unitPrecision)}
      dataSource={task.feedbacks}
      scroll={{ x: 860 }}
    />
  );
}
