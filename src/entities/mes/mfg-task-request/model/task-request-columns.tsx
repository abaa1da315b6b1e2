import { RequestStateBadge } from '@/entities/approval-request/@x/mes/mfg-task-request';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';
import {
  quantityText,
  REQUEST_TYPE_OPTIONS,
  REQUEST_TYPES,
  TASK_REQUEST_STATE_OPTIONS,
  type TaskRequest,
  type TaskRequestQuery,
} from './task-request';

/** The columns and conditions of a task-request list: the applicant's and the approver's screens show the same. */
export const taskRequestColumns: ColumnConfig<TaskRequest>[] = [
  { dataIndex: 'requestNo', title: '申请单号', width: 160, hideAble: false, sorter: true },
  {
    dataIndex: 'requestType',
    title: '申请类型',
    width: 130,
    options: REQUEST_TYPE_OPTIONS,
    filter: true,
    render: (_, row) => REQUEST_TYPES[row.requestType].label,
  },
  {
    dataIndex: 'state',
    title: '状态',
    width: 100,
    options: TASK_REQUEST_STATE_OPTIONS,
    filter: true,
    render: (_, row) => <RequestStateBadge state={row.state} />,
  },
  { dataIndex: 'taskCode', title: '关联任务', width: 190, render: (_, row) => `${row.taskCode} ${row.processName}` },
  { dataIndex: 'orderCode', title: '生产工单', width: 150 },
  { dataIndex: 'lineName', title: '产线', width: 110 },
  { dataIndex: 'quantity', title: '数量', width: 90, align: 'right', render: (_, row) => quantityText(row) },
  { dataIndex: 'targetLineName', title: '目标产线', width: 110, render: (_, row) => row.targetLineName ?? '-' },
  { dataIndex: 'reason', title: '原因', width: 240, ellipsis: true },
  { dataIndex: 'applicantName', title: '申请人', width: 90 },
  {
    dataIndex: 'currentNode',
    title: '当前节点',
    width: 130,
    render: (_, row) => (row.currentNode ? `${row.currentNode}（${row.currentApprover ?? '-'}）` : '-'),
  },
  { dataIndex: 'submitTime', title: '提交时间', width: 170, sorter: true },
  { dataIndex: 'finishTime', title: '审批结束时间', width: 170, hide: true },
];

export const taskRequestConditions: SearchCondition<keyof TaskRequestQuery & string>[] = [
  { key: 'requestNo', title: '申请单号', type: 'input' },
  { key: 'taskCode', title: '任务编码', type: 'input' },
  { key: 'requestType', title: '申请类型', type: 'select', options: REQUEST_TYPE_OPTIONS, multiple: true },
  { key: 'state', title: '状态', type: 'select', options: TASK_REQUEST_STATE_OPTIONS, multiple: true },
];
