import { PoChangeDrawer, PoOrderDrawer } from '@/entities/purchase-order';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import type { AuditRow } from '../model/audit';
import { AuditDecisionDialog } from './AuditDecisionDialog';

/** 通过 of one row. */
export function ApprovePanel({ row, onClose, refetch }: RowPanelProps<AuditRow>) {
  return <AuditDecisionDialog decision="approve" rows={[row]} onClose={onClose} onDone={() => void refetch()} />;
}

/** 驳回 of one row. */
export function RejectPanel({ row, onClose, refetch }: RowPanelProps<AuditRow>) {
  return <AuditDecisionDialog decision="reject" rows={[row]} onClose={onClose} onDone={() => void refetch()} />;
}

/** 详情: the order (its document and flow) or the change (its lines old → new, reason and flow). */
export function AuditDetailPanel({ row, onClose }: RowPanelProps<AuditRow>) {
  return row.bizType === 'ORDER' ? (
    <PoOrderDrawer id={row.id} title={`采购订单详情：${row.billNo}`} onClose={onClose} />
  ) : (
    <PoChangeDrawer id={row.id} title={`订单变更详情：${row.billNo}`} onClose={onClose} />
  );
}
