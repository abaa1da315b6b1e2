import {
  APPLY_SOURCE_TYPES,
  APPLY_STATES,
  DueTime,
  InspectMode,
  LookTag,
  type IqcApplyRow,
} from '@/entities/quality/iqc-apply';
import type { DetailItem } from '@/shared/ui/detail-list';
import { applyQty } from './apply-columns';
import { Judgement, judgedQtyText } from './Judgement';

/**
 * A request in its detail drawer: where the lot came from and lies, what is inspected and how (a 免检 lot's reason
 * across the drawer), the due time, and the outcome with its inspection.
 */
export function applyDetailItems(record: IqcApplyRow): DetailItem[] {
  return [
    { label: '报检单号', value: record.applyNo },
    { label: '状态', value: <LookTag looks={APPLY_STATES} value={record.state} /> },
    { label: '来源', value: `${APPLY_SOURCE_TYPES[record.sourceType].label} ${record.sourceNo ?? ''}`.trim() },
    { label: '到货 ASN', value: record.asnNo },
    { label: '采购订单', value: record.orderNo },
    { label: '供应商', value: `${record.supplierCode} ${record.supplierName}` },
    { label: '物料', value: `${record.materialCode} ${record.materialName}` },
    { label: '规格', value: record.specification },
    { label: '供应商批次', value: record.supplierBatch },
    { label: '我方批次', value: record.batchNo },
    { label: '生产日期', value: record.productionDate },
    { label: '有效期至', value: record.expiryDate },
    { label: '仓库 / 库位', value: [record.houseName, record.locationName].filter(Boolean).join(' / ') },
    { label: '到货时间', value: record.arrivalTime },
    { label: '到货数', value: applyQty(record, record.arrivalQty) },
    { label: '报检数', value: applyQty(record, record.inspectQty) },
    { label: '检验方式', value: <InspectMode row={record} /> },
    { label: '紧急', value: record.urgent ? '是' : '否' },
    { label: '要求完成时间', value: <DueTime dueTime={record.dueTime} overdue={record.overdue} /> },
    { label: 'IAN 规则', value: record.ianRuleCode },
    { label: '判定', value: <Judgement row={record} /> },
    { label: '放行 / 不合格', value: judgedQtyText(record) },
    { label: '免检原因', value: record.exemptReason, span: 3 },
    { label: '检验单号', value: record.inspectionNo },
    { label: '检验员', value: record.inspectorName },
    { label: '判定时间', value: record.judgedTime },
    { label: '备注', value: record.remark, span: 3 },
  ];
}
