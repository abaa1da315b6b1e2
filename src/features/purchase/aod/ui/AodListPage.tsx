import { PO_AOD_STATES, StateTag, stateOptions, type PoAodState } from '@/entities/purchase-order';
import { workflowSubmitAction } from '@/entities/workflow';
import { poAodApply, poAodApplyRevoke, poAodApplySubmit } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { AOD_KIND_OPTIONS, AOD_KINDS, AOD_SIDE_OPTIONS, AOD_SIDES } from '../model/aod-kinds';

/** Edited, deleted and submitted (again) by the applicant: a draft and a rejected request; 撤回 while 待审核. */
const EDITABLE: readonly PoAodState[] = ['DRAFT', 'REJECTED'];
const editable = { field: 'state', op: 'in', value: EDITABLE } as const;
const pending = { field: 'state', op: 'eq', value: 'PENDING' } as const;

/**
 * AOD 申请 (交期偏差申请, docs/design/scm-purchase.md): the buyer's and the suppliers' requests to deliver an order
 * line earlier than the supplier may, or later than required; 提交 through the workflow (PO_AOD).
 */
export const AodListPage = defineCrudScreen(poAodApply, {
  noun: 'AOD 申请',
  columns: [
    { dataIndex: 'aodNo', title: '申请单号', example: 'AOD-202611-0001', hideAble: false, sorter: true },
    { dataIndex: 'orderNo', title: '订单号', example: 'PO-202611-0009' },
    { dataIndex: 'lineNo', title: '行号', align: 'center', example: '99' },
    { dataIndex: 'supplierName', title: '供应商', width: 120, ellipsis: true },
    {
      dataIndex: 'materialName',
      title: '物料',
      width: 200,
      ellipsis: true,
      render: (_v, row) => `${row.materialCode} ${row.materialName}`,
    },
    {
      dataIndex: 'kind',
      title: '类型',
      example: '延期',
      options: AOD_KIND_OPTIONS,
      render: (_v, row) => AOD_KINDS[row.kind],
    },
    { dataIndex: 'requiredDate', title: '要求交期', example: '2026-12-02' },
    { dataIndex: 'newDate', title: '新交期', example: '2026-12-09' },
    {
      dataIndex: 'qty',
      title: '数量',
      align: 'right',
      example: '40,000 个',
      render: (_v, row) => `${formatNumber(row.qty, row.uomPrecision)} ${row.uomName}`,
    },
    {
      dataIndex: 'applicantSide',
      title: '申请方',
      example: '供应商',
      options: AOD_SIDE_OPTIONS,
      render: (_v, row) => AOD_SIDES[row.applicantSide],
    },
    { dataIndex: 'applicantName', title: '申请人', example: '林晓燕' },
    { dataIndex: 'currentApprover', title: '当前审批人', example: '陈敏', hide: true },
    {
      dataIndex: 'state',
      title: '状态',
      example: '待审核',
      options: stateOptions(PO_AOD_STATES),
      render: (_v, row) => <StateTag states={PO_AOD_STATES} state={row.state} />,
    },
    { dataIndex: 'submitTime', title: '提交时间', example: '2026-11-27 11:05:40', hide: true },
    'updateTime',
  ],
  conditions: ['aodNo', 'orderNo', 'supplierName', 'kind', 'state'],
  editor: () => import('./AodFormDialog').then((m) => m.AodFormDialog),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./AodDetailDrawer').then((m) => m.AodDetailDrawer),
    },
    { kind: 'edit', when: editable },
    workflowSubmitAction('PO_AOD', poAodApplySubmit, { when: editable }),
    {
      kind: 'call',
      action: 'revoke',
      title: '撤回',
      confirm: true,
      when: pending,
      run: (row, options) => poAodApplyRevoke({ body: { id: row.id } }, options),
      done: '已撤回',
    },
    { kind: 'delete', when: editable },
  ],
  // 删除 is a draft's and a rejected request's only (above).
  status: false,
});
