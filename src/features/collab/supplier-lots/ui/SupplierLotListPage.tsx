import { Typography } from 'antd';
import { collabSupplierLot } from '@/shared/api';
import { decimalsOf, formatNumber } from '@/shared/lib/format';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { INSPECT_MODES, QUALITY_STATES, sourceText } from '../model/quality-states';
import { QualityTag } from './QualityTag';

const qty = (value: number | null | undefined, unit: string) =>
  value === null || value === undefined ? '' : `${formatNumber(value, Math.min(6, decimalsOf(value)))} ${unit}`;

const QUALITY_OPTIONS = Object.entries(QUALITY_STATES).map(([value, look]) => ({ value, title: look.label }));

/**
 * 供应商批次: the batches as suppliers reported them, read-only. 我方批次 is shown as text: storage's batch detail
 * (issue 26) is where it will lead; a lot in transit has neither our batch nor a quality state (在途).
 */
export const SupplierLotListPage = defineCrudScreen(collabSupplierLot, {
  noun: '供应商批次',
  columns: [
    { dataIndex: 'supplierBatch', title: '供应商批次号', example: 'YT2611-1503', hideAble: false, sorter: true },
    { dataIndex: 'supplierName', title: '供应商', example: '亚太轻合金' },
    {
      dataIndex: 'materialCode',
      title: '物料',
      example: 'EL-C0805-10U 贴片电容',
      render: (_, lot) => `${lot.materialCode} ${lot.materialName}`,
    },
    {
      dataIndex: 'qty',
      title: '数量',
      align: 'right',
      example: '60,000 千克',
      render: (_, lot) => qty(lot.qty, lot.uomName),
    },
    {
      dataIndex: 'internalBatch',
      title: '我方批次',
      example: 'B20261126-001',
      render: (_, lot) => lot.internalBatch ?? <Typography.Text type="secondary">在途</Typography.Text>,
    },
    {
      dataIndex: 'qualityState',
      title: '质量状态',
      width: 100,
      options: QUALITY_OPTIONS,
      filter: true,
      render: (_, lot) => <QualityTag lot={lot} />,
    },
    { dataIndex: 'productionDate', title: '生产日期', example: '2026-11-12', sorter: true },
    { dataIndex: 'expiryDate', title: '有效期至', example: '2026-11-12', hide: 'narrow' },
    { dataIndex: 'asnNo', title: '来源 ASN', example: 'ASN-202611-0001', render: (_, lot) => sourceText(lot) },
    { dataIndex: 'receivedDate', title: '到货日期', example: '2026-11-26', sorter: true },
    {
      dataIndex: 'passedQty',
      title: '合格 / 不合格',
      align: 'right',
      example: '2,800 / 200',
      hide: 'narrow',
      render: (_, lot) =>
        lot.passedQty === null || lot.passedQty === undefined
          ? ''
          : `${formatNumber(lot.passedQty, decimalsOf(lot.passedQty))} / ${formatNumber(lot.rejectedQty ?? 0, decimalsOf(lot.rejectedQty ?? 0))}`,
    },
    { dataIndex: 'orderNo', title: '订单号', example: 'PO-202611-0009', hide: 'narrow' },
    { dataIndex: 'shippedDate', title: '发货日期', example: '2026-11-24', hide: true },
    'remark',
  ],
  conditions: [
    { key: 'supplierName', title: '供应商', type: 'input', placeholder: '全称或简称' },
    { key: 'materialCode', title: '物料编码', type: 'input' },
    'supplierBatch',
    'internalBatch',
    'qualityState',
  ],
  detail: {
    items: (lot) => [
      'supplierBatch',
      'supplierName',
      'materialCode',
      { label: '规格', value: lot.specification },
      { label: '供应商料号', value: lot.supplierItemNo },
      'qty',
      'productionDate',
      'expiryDate',
      'asnNo',
      { label: '订单', value: `${lot.orderNo} 第 ${lot.lineNo} 行` },
      { label: '箱数', value: lot.boxCount },
      'shippedDate',
      'receivedDate',
      { label: '收货仓库', value: lot.houseName },
      'internalBatch',
      'qualityState',
      { label: '检验方式', value: lot.inspectMode ? INSPECT_MODES[lot.inspectMode] : null },
      { label: '检验单号', value: lot.inspectionNo },
      { label: '判定日期', value: lot.inspectedDate },
      'passedQty',
      { label: '不合格描述', value: lot.defectSummary, span: 3 },
      { label: '备注', value: lot.remark, span: 3 },
    ],
  },
  table: { selection: 'checkbox' },
});
