import { PO_AOD_STATES, StateTag, type PoAodRow } from '@/entities/purchase-order';
import { poAodApplyDetailQueryOptions } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import { ApprovalFlowSection } from '@/shared/ui/approval-flow';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { DetailDrawer } from '@/shared/ui/record-detail';
import { AOD_KINDS, AOD_SIDES } from '../model/aod-kinds';

/** AOD 申请详情: the order line, 提前 or 延期 from 要求交期 to 新交期, who asked and why, and where the approval stands. */
export function AodDetailDrawer({ row, onClose }: RowPanelProps<PoAodRow>) {
  return (
    <DetailDrawer
      title={`AOD 申请详情：${row.aodNo}`}
      width="large"
      columns={3}
      onClose={onClose}
      query={poAodApplyDetailQueryOptions({ query: { id: row.id } })}
      items={(aod) => [
        { label: '申请单号', value: aod.aodNo },
        { label: '状态', value: <StateTag states={PO_AOD_STATES} state={aod.state} /> },
        { label: '类型', value: AOD_KINDS[aod.kind] },
        { label: '采购订单', value: `${aod.orderNo} 第 ${aod.lineNo} 行` },
        { label: '供应商', value: aod.supplierName },
        { label: '物料', value: `${aod.materialCode} ${aod.materialName}` },
        { label: '要求交期', value: aod.requiredDate },
        { label: '新交期', value: aod.newDate },
        { label: '数量', value: `${formatNumber(aod.qty, aod.uomPrecision)} ${aod.uomName}` },
        { label: '申请方', value: AOD_SIDES[aod.applicantSide] },
        { label: '申请人', value: aod.applicantName },
        { label: '提交时间', value: aod.submitTime },
        { label: '当前审批人', value: aod.currentApprover, span: 3 },
        { label: '原因', value: aod.reason, span: 3 },
        ...(aod.state === 'REJECTED' ? [{ label: '驳回原因', value: aod.lastOpinion, span: 3 }] : []),
      ]}
    >
      {(aod) => aod.nodes.length > 0 && <ApprovalFlowSection nodes={aod.nodes} />}
    </DetailDrawer>
  );
}
