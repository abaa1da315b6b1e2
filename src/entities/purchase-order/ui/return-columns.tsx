import type { PoReceiveBackDetailData } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import type { ColumnConfig } from '@/shared/ui/data-table';
import type { DetailItem } from '@/shared/ui/detail-list';
import { PO_QUALITY_STATES, PO_RETURN_SOURCE_TYPES, PO_RETURN_STATES, type PoReturnRow } from '../model/return-states';
import { stateOptions } from '../model/states';
import { StateTag } from './StateTag';

export const returnQty = (row: Pick<PoReturnRow, 'qty' | 'uomName' | 'uomPrecision'>) =>
  `${formatNumber(row.qty, row.uomPrecision)} ${row.uomName}`;

/** A return's rows as 退货管理 and 退货查询 list them. */
export const RETURN_COLUMNS: readonly ColumnConfig<PoReturnRow>[] = [
  { dataIndex: 'returnNo', title: '退货单号', example: 'RT-202611-0004', hideAble: false, sorter: true },
  {
    dataIndex: 'supplierName',
    title: '供应商',
    example: 'SUP-0047 中电港',
    render: (_v, row) => `${row.supplierCode} ${row.supplierName}`,
  },
  {
    dataIndex: 'sourceType',
    title: '来源',
    example: '库存批次',
    options: stateOptions(PO_RETURN_SOURCE_TYPES),
    render: (_v, row) => <StateTag states={PO_RETURN_SOURCE_TYPES} state={row.sourceType} />,
  },
  { dataIndex: 'sourceNo', title: '来源单号', example: 'IQC-20261126-0007' },
  {
    dataIndex: 'materialCode',
    title: '物料',
    example: 'EL-C0805-10U 贴片电容',
    render: (_v, row) => `${row.materialCode} ${row.materialName}`,
  },
  { dataIndex: 'batchNo', title: '内部批次', example: 'B20261126-CN01', hide: 'narrow' },
  { dataIndex: 'supplierBatch', title: '供应商批次', example: 'CEC2611A08', hide: true },
  {
    dataIndex: 'houseName',
    title: '仓库 / 库位',
    width: 220,
    ellipsis: true,
    hide: 'narrow',
    render: (_v, row) => [row.houseName, row.locationName].filter(Boolean).join(' / '),
  },
  { dataIndex: 'qty', title: '退货数', align: 'right', example: '147.188 千克', render: (_v, row) => returnQty(row) },
  { dataIndex: 'reason', title: '退货原因', width: 240, ellipsis: true },
  { dataIndex: 'orderNo', title: '采购订单', example: 'PO-202611-0009', hide: 'narrow' },
  {
    dataIndex: 'state',
    title: '状态',
    example: '已出库',
    options: stateOptions(PO_RETURN_STATES),
    render: (_v, row) => <StateTag states={PO_RETURN_STATES} state={row.state} />,
  },
  { dataIndex: 'outboundTime', title: '出库时间', example: '2026-11-25 14:20:00', hide: true },
  { dataIndex: 'closeReason', title: '处理结果', width: 220, ellipsis: true, hide: true },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
  { dataIndex: 'createTime', title: '创建时间', example: '2026-11-28 11:05:00', hide: 'narrow' },
];

/** A return in its detail drawer: the source and where it lies, the quantities there, the states and times. */
export function returnDetailItems(record: PoReceiveBackDetailData): DetailItem[] {
  const qty = (value: number) => `${formatNumber(value, record.uomPrecision)} ${record.uomName}`;
  return [
    { label: '退货单号', value: record.returnNo },
    { label: '状态', value: <StateTag states={PO_RETURN_STATES} state={record.state} /> },
    { label: '供应商', value: `${record.supplierCode} ${record.supplierName}` },
    {
      label: '来源',
      value: `${PO_RETURN_SOURCE_TYPES[record.sourceType].label} ${record.sourceNo}`,
    },
    { label: '采购订单', value: record.orderNo },
    { label: '到货 ASN', value: record.asnNo },
    { label: '物料', value: `${record.materialCode} ${record.materialName}` },
    { label: '规格', value: record.specification },
    {
      label: '批次',
      value: `${record.batchNo}${record.supplierBatch ? `（供应商批次 ${record.supplierBatch}）` : ''}`,
    },
    { label: '仓库 / 库位', value: [record.houseName, record.locationName].filter(Boolean).join(' / ') },
    { label: '质量状态', value: <StateTag states={PO_QUALITY_STATES} state={record.qualityState} /> },
    { label: '退货数', value: returnQty(record) },
    { label: '库位现存', value: qty(record.onHandQty) },
    { label: '其他退货单占用', value: qty(record.returningQty) },
    { label: '提交时间', value: record.submitTime },
    { label: '出库时间', value: record.outboundTime, span: 3 },
    { label: '退货原因', value: record.reason, span: 3 },
    { label: '处理结果', value: record.closeReason, span: 3 },
    { label: '备注', value: record.remark, span: 3 },
  ];
}
