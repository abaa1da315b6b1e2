import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Access } from '@/entities/permission';
import { StateTag, stateOptions } from '@/entities/purchase-order';
import { poOrderAudit, poOrderAuditPageOperation } from '@/shared/api';
import { formatMoney } from '@/shared/lib/format';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { useRefetchList } from '@/shared/ui/record-actions';
import { Tabs } from '@/shared/ui/tabs';
import { AUDIT_BIZ_TYPES, AUDIT_RESULTS, type AuditRow, type AuditScope } from '../model/audit';
import type { AuditDecision } from './AuditDecisionDialog';

// The decision dialog loads with the first 通过 or 驳回 of the selection.
const AuditDecisionDialog = lazy(() =>
  import('./AuditDecisionDialog').then((m) => ({ default: m.AuditDecisionDialog })),
);

/** What both tabs show: the bill, its order and supplier, what it is about, its amount, who submitted it when. */
const common: ColumnConfig<AuditRow>[] = [
  {
    dataIndex: 'bizType',
    title: '单据类型',
    example: '订单变更',
    render: (_v, row) => <StateTag states={AUDIT_BIZ_TYPES} state={row.bizType} />,
  },
  { dataIndex: 'billNo', title: '单号', example: 'PO-202611-0002', hideAble: false },
  { dataIndex: 'orderNo', title: '采购订单', example: 'PO-202611-0002', hide: 'narrow' },
  { dataIndex: 'supplierName', title: '供应商', example: '亚太轻合金' },
  { dataIndex: 'summary', title: '摘要', width: 300, ellipsis: true },
  {
    dataIndex: 'amount',
    title: '价税合计',
    align: 'right',
    example: '73,619.50',
    render: (_v, row) => formatMoney(row.amount),
  },
  { dataIndex: 'applicantName', title: '申请人', example: '陈敏' },
  { dataIndex: 'submitTime', title: '提交时间', example: '2026-11-27 16:02:18' },
];

const conditions = [
  { key: 'bizType', title: '单据类型', type: 'select', options: stateOptions(AUDIT_BIZ_TYPES), multiple: true },
  { key: 'billNo', title: '单号', type: 'input' },
  { key: 'supplierName', title: '供应商', type: 'input' },
] as const;

const detail = {
  kind: 'panel',
  action: 'detail',
  title: '详情',
  load: () => import('./audit-panels').then((m) => m.AuditDetailPanel),
} as const;

/** 通过 / 驳回 of the selected bills, several at once; the selection clears once the server took the decision. */
function SelectionDecisions({ rows, clear }: { rows: AuditRow[]; clear: () => void }) {
  const [decision, setDecision] = useState<AuditDecision>();
  const refetch = useRefetchList(poOrderAuditPageOperation);
  return (
    <Access require="poOrderAudit:approve">
      <Button type="primary" disabled={rows.length === 0} onClick={() => setDecision('approve')}>
        通过{rows.length > 0 ? `（${rows.length}）` : ''}
      </Button>
      <Button danger disabled={rows.length === 0} onClick={() => setDecision('reject')}>
        驳回{rows.length > 0 ? `（${rows.length}）` : ''}
      </Button>
      {decision && (
        <Suspense fallback={null}>
          <AuditDecisionDialog
            decision={decision}
            rows={rows}
            onClose={() => setDecision(undefined)}
            onDone={() => {
              clear();
              void refetch();
            }}
          />
        </Suspense>
      )}
    </Access>
  );
}

/** 待我审核: the orders and changes waiting for the signed-in approver, decided one by one or several at once. */
const WaitingList = defineCrudScreen(poOrderAudit, {
  noun: '待我审核',
  columns: common,
  conditions,
  rowActions: [
    {
      kind: 'panel',
      action: 'approval',
      title: '通过',
      require: 'poOrderAudit:approve',
      load: () => import('./audit-panels').then((m) => m.ApprovePanel),
    },
    {
      kind: 'panel',
      action: 'reject',
      title: '驳回',
      require: 'poOrderAudit:reject',
      load: () => import('./audit-panels').then((m) => m.RejectPanel),
    },
    detail,
  ],
  table: {
    injectedParams: { scope: 'WAITING' },
    selection: 'checkbox',
    selectionActions: (selected) => <SelectionDecisions {...selected} />,
  },
});

/** 我已审核: what the approver decided, with the opinion given. */
const DoneList = defineCrudScreen(poOrderAudit, {
  noun: '我已审核',
  tableId: 'scm.poOrderAudit.done',
  columns: [
    ...common,
    {
      dataIndex: 'state',
      title: '我的审核',
      example: '已通过',
      render: (_v, row) => <StateTag states={AUDIT_RESULTS} state={row.state} />,
    },
    { dataIndex: 'opinion', title: '我的意见', width: 220, ellipsis: true, render: (_v, row) => row.opinion ?? '-' },
  ],
  conditions,
  rowActions: [detail],
  table: { injectedParams: { scope: 'DONE' } },
});

/**
 * 订单审核 (docs/design/scm-purchase.md → 订单审核): the purchase orders and order changes waiting for the signed-in
 * approver in the platform's own approval, 通过 (an opinion may be empty) or 驳回 (an opinion required) one by one or
 * several at once; 详情 opens the order or the change with its approval flow. 我已审核 lists what was decided.
 */
export function OrderAuditPage() {
  const [scope, setScope] = useState<AuditScope>('WAITING');
  return (
    <Tabs
      activeKey={scope}
      onChange={(key) => setScope(key as AuditScope)}
      items={[
        { key: 'WAITING', label: '待我审核', children: scope === 'WAITING' ? <WaitingList /> : null },
        { key: 'DONE', label: '我已审核', children: scope === 'DONE' ? <DoneList /> : null },
      ]}
    />
  );
}
