import { ST_COUNT_MODES, ST_COUNT_TASK_STATES } from '@/entities/storage/stock';
import { stCountApproval } from '@/shared/api';
import { formatMoney } from '@/shared/lib/format';
import type { RowCondition } from '@/shared/lib/table-query';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { StateTag } from '@/shared/ui/state-tag';
import { Tag } from 'antd';
import type { ApprovalRow } from '../model/approval';

const APPROVAL_STATES = { SUBMITTED: ST_COUNT_TASK_STATES.SUBMITTED, APPROVED: ST_COUNT_TASK_STATES.APPROVED };
const submitted: RowCondition<ApprovalRow> = { field: 'state', op: 'eq', value: 'SUBMITTED' };

/**
 * 盘点审批 (docs/design/scm-storage-2.md → 盘点审批): the submitted tasks with their differences' value, and those
 * approved. 审批 opens the differences (单价 × 差异, what moved since counting) to approve or send back for a recount.
 */
export const ApprovalListPage = defineCrudScreen(stCountApproval, {
  noun: '盘点审批',
  columns: [
    { dataIndex: 'taskNo', title: '任务单号', example: 'CT-20261125-0001', hideAble: false },
    {
      dataIndex: 'state',
      title: '状态',
      example: '待审批',
      render: (_v, row) => <StateTag states={ST_COUNT_TASK_STATES} state={row.state} />,
    },
    {
      dataIndex: 'countMode',
      title: '盘点方式',
      example: '盲盘',
      render: (_v, row) => <StateTag states={ST_COUNT_MODES} state={row.countMode} />,
    },
    { dataIndex: 'planNo', title: '盘点计划', example: 'CP-20261125-0001' },
    { dataIndex: 'houseName', title: '仓库', example: '原材料一号仓' },
    { dataIndex: 'locationSummary', title: '库位', width: 150, ellipsis: true },
    { dataIndex: 'counterName', title: '盘点人', example: '王强' },
    { dataIndex: 'gainLineCount', title: '盘盈行', align: 'right', example: '1' },
    { dataIndex: 'lossLineCount', title: '盘亏行', align: 'right', example: '1' },
    {
      dataIndex: 'gainAmount',
      title: '盘盈金额',
      align: 'right',
      example: '126.00',
      render: (_v, row) => formatMoney(row.gainAmount),
    },
    {
      dataIndex: 'lossAmount',
      title: '盘亏金额',
      align: 'right',
      example: '173.00',
      render: (_v, row) => formatMoney(row.lossAmount),
    },
    {
      dataIndex: 'movedLineCount',
      title: '盘点后变动',
      example: '1 行',
      render: (_v, row) => (row.movedLineCount > 0 ? <Tag color="warning">{row.movedLineCount} 行</Tag> : '无'),
    },
    { dataIndex: 'submitTime', title: '提交时间', example: '2026-11-25 14:30:00' },
    { dataIndex: 'correctionNo', title: '更正单', example: 'CA-20261128-0001' },
  ],
  conditions: [
    'taskNo',
    {
      key: 'state',
      title: '状态',
      type: 'select',
      options: Object.entries(APPROVAL_STATES).map(([value, look]) => ({ value, title: look.label })),
    },
  ],
  rowActions: [
    {
      kind: 'panel',
      action: 'approval',
      require: 'stocktakingApproval:approve',
      title: '审批',
      when: submitted,
      load: () => import('./ApprovalPanel').then((m) => m.ApprovalPanel),
    },
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./ApprovalPanel').then((m) => m.ApprovalDetailPanel),
    },
  ],
  status: false,
});
