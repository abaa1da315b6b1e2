import { receivableQty } from '@/entities/storage/stock';
import { stReceiptSourcesSource } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import { defineSelector } from '@/shared/ui/selection-modal';
import type { ReceiptSource } from '../model/receipt-lines';

const qty = (value: number | null | undefined, row: ReceiptSource) =>
  value === null || value === undefined ? '—' : `${formatNumber(value, row.uomPrecision)} ${row.uomName}`;

/**
 * 选择收货来源: the supplier's shipped or partly received ASN lines, and (where it needs no ASN) its approved or partly
 * arrived order lines (`stReceiptSources`), with what is open and 可收数 within the tolerance.
 */
export const ReceiptSourceSelector = defineSelector({
  title: '选择收货来源',
  width: 1240,
  source: stReceiptSourcesSource,
  columns: [
    {
      dataIndex: 'asnNo',
      title: 'ASN / 订单行',
      example: 'ASN-202611-0002 第 1 行',
      render: (_v, row) =>
        row.asnNo ? `${row.asnNo} 第 ${row.asnLineNo ?? ''} 行` : `${row.orderNo} 第 ${row.orderLineNo} 行`,
    },
    { dataIndex: 'orderNo', title: '采购订单', example: 'PO-202611-0009' },
    {
      dataIndex: 'materialCode',
      title: '物料',
      example: 'EL-CN-DB15F 连接器',
      render: (_v, row) => `${row.materialCode} ${row.materialName}`,
    },
    { dataIndex: 'specification', title: '规格', width: 150, ellipsis: true },
    {
      dataIndex: 'orderedQty',
      title: '订购',
      align: 'right',
      example: '5,000 个',
      render: (_v, row) => qty(row.orderedQty, row),
    },
    {
      dataIndex: 'arrivedQty',
      title: '已到货',
      align: 'right',
      example: '3,000 个',
      render: (_v, row) => qty(row.arrivedQty, row),
    },
    {
      dataIndex: 'shipQty',
      title: '发货数',
      align: 'right',
      example: '500 个',
      render: (_v, row) => qty(row.shipQty, row),
    },
    {
      dataIndex: 'id',
      title: '可收数',
      align: 'right',
      example: '515 个',
      render: (_v, row) => `${qty(receivableQty(row), row)}（允差 ${row.tolerancePct}%）`,
    },
    { dataIndex: 'supplierBatch', title: '供应商批次', example: 'CEC2611B21' },
    { dataIndex: 'requiredDate', title: '要求交期', example: '2026-12-02' },
  ],
  conditions: [
    { key: 'asnNo', title: 'ASN 号', type: 'input' },
    { key: 'materialCode', title: '物料编码', type: 'input' },
  ],
});
