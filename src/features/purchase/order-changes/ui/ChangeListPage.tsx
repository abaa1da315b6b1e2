import { PO_CHANGE_STATES, StateTag, stateOptions, type PoChangeState } from '@/entities/purchase-order';
import { workflowSubmitAction } from '@/entities/workflow';
import { poOrderChange, poOrderChangeRevoke, poOrderChangeSubmit } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/** Edited, deleted and submitted (again) by the applicant: a draft and a rejected change; 撤回 while 待审核. */
const EDITABLE: readonly PoChangeState[] = ['DRAFT', 'REJECTED'];
const editable = { field: 'state', op: 'in', value: EDITABLE } as const;
const pending = { field: 'state', op: 'eq', value: 'PENDING' } as const;

/**
 * 订单变更 (docs/design/scm-purchase.md): changes of approved and partly received orders, each the order's changed
 * lines old → new and a reason, in every state; 提交 through the workflow (PO_CHANGE), approved in 订单审核.
 */
export const ChangeListPage = defineCrudScreen(poOrderChange, {
  noun: '订单变更',
  columns: [
    { dataIndex: 'changeNo', title: '变更单号', example: 'PC-202611-0001', hideAble: false, sorter: true },
    { dataIndex: 'orderNo', title: '订单号', example: 'PO-202611-0009' },
    { dataIndex: 'supplierName', title: '供应商', width: 140, ellipsis: true },
    { dataIndex: 'lineCount', title: '变更行数', align: 'right', example: '99' },
    { dataIndex: 'reason', title: '原因', width: 260, ellipsis: true },
    { dataIndex: 'applicantName', title: '申请人', example: '陈敏' },
    { dataIndex: 'submitTime', title: '提交时间', example: '2026-11-27 16:02:18', sorter: true },
    { dataIndex: 'currentApprover', title: '当前审批人', example: '张伟' },
    {
      dataIndex: 'state',
      title: '状态',
      example: '待审核',
      options: stateOptions(PO_CHANGE_STATES),
      render: (_v, row) => <StateTag states={PO_CHANGE_STATES} state={row.state} />,
    },
    'updateTime',
  ],
  conditions: ['changeNo', 'orderNo', 'supplierName', 'state'],
  editor: () => import('./ChangeFormDialog').then((m) => m.ChangeFormDialog),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./ChangeDetailDrawer').then((m) => m.ChangeDetailDrawer),
    },
    { kind: 'edit', when: editable },
    workflowSubmitAction('PO_CHANGE', poOrderChangeSubmit, { when: editable }),
    {
      kind: 'call',
      action: 'revoke',
      title: '撤回',
      confirm: true,
      when: pending,
      run: (row, options) => poOrderChangeRevoke({ body: { id: row.id } }, options),
      done: '已撤回',
    },
    { kind: 'delete', when: editable },
  ],
  // 删除 is a draft's and a rejected change's only (above).
  status: false,
});
