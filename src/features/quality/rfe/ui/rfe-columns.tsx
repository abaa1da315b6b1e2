import { LookTag, lookOptions } from '@/entities/quality/iqc-apply';
import { formatNumber } from '@/shared/lib/format';
import type { ColumnConfig } from '@/shared/ui/data-table';
import type { DetailItem } from '@/shared/ui/detail-list';
import { RFE_REASONS, RFE_RESULTS, RFE_SOURCES, RFE_STATES, type RfeRow } from '../model/rfe-states';

const rfeQty = (row: RfeRow) => `${formatNumber(row.qty, row.uomPrecision)} ${row.uomName}`;

/** 结果: 合格 with the new 有效期至, or 不合格 隔离. */
function resultText(row: RfeRow) {
  if (!row.result) return null;
  return (
    <>
      <LookTag looks={RFE_RESULTS} value={row.result} />
      {row.newExpiryDate && `延至 ${row.newExpiryDate}`}
    </>
  );
}

/** RFE 申请's list (docs/design/scm-quality.md → RFE 申请). */
export const RFE_COLUMNS: readonly ColumnConfig<RfeRow>[] = [
  { dataIndex: 'rfeNo', title: '复检单号', example: 'RFE-202611-0004', hideAble: false, sorter: true },
  {
    dataIndex: 'state',
    title: '状态',
    example: '复检中',
    options: lookOptions(RFE_STATES),
    render: (_, row) => <LookTag looks={RFE_STATES} value={row.state} />,
  },
  {
    dataIndex: 'reason',
    title: '复检原因',
    example: '检验有效期到期',
    options: lookOptions(RFE_REASONS),
    render: (_, row) => <LookTag looks={RFE_REASONS} value={row.reason} />,
  },
  {
    dataIndex: 'materialCode',
    title: '物料',
    example: 'PL-PA66-GF30 PA66 加纤粒料',
    render: (_, row) => `${row.materialCode} ${row.materialName}`,
  },
  { dataIndex: 'batchNo', title: '批次', example: 'B20251121-PA01' },
  { dataIndex: 'qty', title: '复检数量', align: 'right', example: '500.000 千克', render: (_, row) => rfeQty(row) },
  { dataIndex: 'expiryDate', title: '原有效期至', example: '2026-11-28' },
  { dataIndex: 'result', title: '结果', example: '合格，延期 延至 2027-01-16', render: (_, row) => resultText(row) },
  { dataIndex: 'reasonText', title: '原因说明', width: 240, ellipsis: true, hide: 'narrow' },
  { dataIndex: 'supplierName', title: '供应商', example: '亚太轻合金', hide: 'narrow' },
  {
    dataIndex: 'houseName',
    title: '仓库 / 库位',
    width: 220,
    ellipsis: true,
    hide: 'narrow',
    render: (_, row) => [row.houseName, row.locationName].filter(Boolean).join(' / '),
  },
  { dataIndex: 'supplierBatch', title: '供应商批次', example: 'YT2611-1503', hide: true },
  { dataIndex: 'inspectorName', title: '复检人', example: '刘洋', hide: true },
  { dataIndex: 'applicantName', title: '申请人', example: '刘洋', hide: 'narrow' },
  { dataIndex: 'createTime', title: '申请时间', example: '2026-11-29 08:00:00', hide: 'narrow', sorter: true },
];

/** A request in its detail drawer: the batch and why, its state and times, the result and the record. */
export function rfeDetailItems(row: RfeRow): DetailItem[] {
  return [
    { label: '复检单号', value: row.rfeNo },
    { label: '状态', value: <LookTag looks={RFE_STATES} value={row.state} /> },
    { label: '来源', value: RFE_SOURCES[row.sourceType] },
    { label: '复检原因', value: <LookTag looks={RFE_REASONS} value={row.reason} /> },
    { label: '原因说明', value: row.reasonText, span: 2 },
    { label: '物料', value: `${row.materialCode} ${row.materialName}` },
    { label: '规格', value: row.specification },
    { label: '供应商', value: row.supplierName },
    { label: '批次', value: row.batchNo },
    { label: '供应商批次', value: row.supplierBatch },
    { label: '仓库 / 库位', value: [row.houseName, row.locationName].filter(Boolean).join(' / ') },
    { label: '复检数量', value: rfeQty(row) },
    { label: '原有效期至', value: row.expiryDate },
    { label: '申请人', value: row.applicantName },
    { label: '结果', value: resultText(row) },
    { label: '新的有效期至', value: row.newExpiryDate },
    { label: '复检人', value: row.inspectorName },
    { label: '开始时间', value: row.startTime },
    { label: '完成时间', value: row.finishTime, span: 2 },
    { label: '复检记录与结论', value: row.resultRemark, span: 3 },
    { label: '备注', value: row.remark, span: 3 },
  ];
}
