import { REQUEST_STATE_OPTIONS, RequestStateBadge } from '@/entities/approval-request';
import { workflowSubmitAction } from '@/entities/workflow';
import { opCorpChange, opCorpChangeRevoke, opCorpChangeSubmit } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { changeSummary, DELETABLE, SUBMITTABLE } from '../model/change-states';

/** 企业变更 (product.md §2.5 operation "change"): registered enterprises' change requests, submitted through the workflow (product.md §4.5). */
export const CorpChangeListPage = defineCrudScreen(opCorpChange, {
  noun: '企业变更申请',
  columns: [
    { dataIndex: 'changeNo', title: '变更单号', width: 130, hideAble: false, sorter: true },
    { dataIndex: 'corpName', title: '企业名称', width: 220 },
    {
      dataIndex: 'state',
      title: '状态',
      width: 100,
      options: REQUEST_STATE_OPTIONS,
      filter: true,
      render: (_, row) => <RequestStateBadge state={row.state} />,
    },
    { dataIndex: 'items', title: '变更内容', width: 320, ellipsis: true, render: (_, row) => changeSummary(row.items) },
    { dataIndex: 'reason', title: '变更原因', width: 220, ellipsis: true },
    { dataIndex: 'applicantName', title: '申请人', width: 100 },
    { dataIndex: 'submitTime', title: '提交时间', width: 170, sorter: true },
    { dataIndex: 'finishTime', title: '审批结束时间', width: 170, hide: true },
    { dataIndex: 'uscc', title: '统一社会信用代码', width: 190, hide: true },
  ],
  conditions: ['changeNo', 'corpName', 'state'],
  // Saved as a draft (the rows of changes and the attachments are a form of their own); 提交 starts the approval.
  add: { load: () => import('./ChangeAddDialog').then((m) => m.ChangeAddDialog) },
  // Revoked and deleted by the request's state, below.
  status: false,
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./ChangeDetailDrawer').then((m) => m.ChangeDetailDrawer),
    },
    workflowSubmitAction('CORP_CHANGE', opCorpChangeSubmit, { when: { field: 'state', op: 'in', value: SUBMITTABLE } }),
    {
      kind: 'call',
      action: 'revoke',
      title: '撤回',
      confirm: true,
      when: { field: 'state', op: 'eq', value: 'APPROVING' },
      run: (row, options) => opCorpChangeRevoke({ body: { id: row.id } }, options),
      done: '已撤回',
    },
    { kind: 'delete', when: { field: 'state', op: 'in', value: DELETABLE } },
  ],
});
