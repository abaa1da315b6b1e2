import { useState } from 'react';
import { ST_ALLOT_STATES } from '@/entities/storage/stock';
import { stAllotApprovalPageSource } from '@/shared/api';
import { formatQty } from '@/shared/lib/format';
import type { RowCondition } from '@/shared/lib/table-query';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { StateTag } from '@/shared/ui/state-tag';
import { Tabs } from '@/shared/ui/tabs';
import type { ApprovalRow } from '../model/approval-request';

/** 待我审批 / 已处理: the page call's scope on the approver's screen. */
type Scope = 'TODO' | 'DONE';
const SCOPES: readonly { key: Scope; label: string }[] = [
  { key: 'TODO', label: '待我审批' },
  { key: 'DONE', label: '已处理' },
];

/** 审批 where the transfer waits for this user now. */
const approvable: readonly RowCondition<ApprovalRow>[] = [
  { field: 'allotState', op: 'eq', value: 'APPROVING' },
  { field: 'canApprove', op: 'eq', value: true },
];

const qty = formatQty;

const listOf = (scope: Scope) =>
  defineCrudScreen(
    { source: stAllotApprovalPageSource },
    {
      noun: '调拨申请',
      tableId: scope === 'TODO' ? 'st.allotApprove' : 'st.allotApprove.done',
      columns: [
        { dataIndex: 'docNo', title: '单号', width: 160, hideAble: false },
        {
          dataIndex: 'allotState',
          title: '状态',
          width: 80,
          render: (_value, row) => <StateTag states={ST_ALLOT_STATES} state={row.allotState} />,
        },
        { dataIndex: 'houseName', title: '调出仓库', width: 100 },
        { dataIndex: 'toHouseName', title: '调入仓库', width: 110 },
        { dataIndex: 'summary', title: '明细', width: 280, ellipsis: true },
        { dataIndex: 'totalQty', title: '申请数量', width: 90, align: 'right', render: (_v, row) => qty(row.totalQty) },
        { dataIndex: 'needDate', title: '需求日期', width: 110 },
        { dataIndex: 'reason', title: '原因', width: 220, ellipsis: true },
        { dataIndex: 'applicantName', title: '申请人', width: 80 },
        { dataIndex: 'submitTime', title: '提交时间', width: 160 },
        { dataIndex: 'approvalOpinion', title: '审批意见', width: 220, ellipsis: true },
        { dataIndex: 'approvalTime', title: '审批时间', width: 160, hide: scope === 'TODO' },
      ],
      conditions: [
        'docNo',
        { key: 'materialCode', title: '物料', type: 'input' },
        { key: 'bizDate', title: '申请日期', type: 'dateRange' },
      ],
      table: { injectedParams: { scope } },
      rowActions: [
        {
          kind: 'panel',
          action: 'approval',
          title: '审批',
          require: 'allotApprove:approve',
          when: approvable,
          load: () => import('./approval-panels').then((m) => m.ApprovePanel),
        },
        {
          kind: 'panel',
          action: 'detail',
          title: '详情',
          load: () => import('./approval-panels').then((m) => m.DetailPanel),
        },
      ],
    },
  );

const LISTS = { TODO: listOf('TODO'), DONE: listOf('DONE') };

/**
 * 调拨审批 (docs/design/scm-storage-2.md → 调拨管理): the transfers waiting for my approval (the default) and those I
 * decided; 审批 shows the lines and the flow, then 通过 or 驳回 with the opinion (驳回 needs one).
 */
export function AllotApprovePage() {
  const [scope, setScope] = useState<Scope>('TODO');
  return (
    <Tabs
      activeKey={scope}
      onChange={(key) => setScope(key as Scope)}
      items={SCOPES.map(({ key, label }) => {
        const List = LISTS[key];
        return { key, label, children: key === scope ? <List /> : null };
      })}
    />
  );
}
