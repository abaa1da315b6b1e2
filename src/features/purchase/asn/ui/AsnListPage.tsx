import * as z from 'zod/mini';
import { ASN_STATES, type AsnDetail } from '@/entities/asn';
import { StateTag, stateOptions } from '@/entities/purchase-order';
import { poAsn, poAsnDelete } from '@/shared/api';
import { formatDate } from '@/shared/lib/format';
import { defineCrudScreen, deleteWhen } from '@/shared/ui/crud-screen';
import { asnLinesRule, type AsnFormLine } from '../model/asn-lines';
import { quantityText } from '../model/quantity-text';
import { AsnLinesInput } from './AsnLinesInput';
import { AsnLinesTable } from './AsnLinesTable';
import { AsnOrderField } from './AsnOrderField';
import { loadLabelsPanel } from './labels-panel';

const DRAFT = { field: 'state', op: 'eq', value: 'DRAFT' } as const;
const today = () => formatDate(new Date());

/** The edited draft's lines as the grid holds them (their order lines' facts join when they arrive). */
const formLines = (asn: AsnDetail) =>
  asn.lines.map((line) => ({
    orderLineId: line.orderLineId,
    shipQty: line.shipQty,
    perBox: line.perBox,
    supplierBatch: line.supplierBatch ?? '',
    productionDate: line.productionDate ?? '',
    expiryDate: line.expiryDate ?? '',
  }));

/**
 * 到货通知（ASN）(docs/design/scm-purchase.md → 到货通知): one shipment of one approved or partly received order, made
 * by the buyer (or the supplier through the portal). A draft is edited, shipped or deleted; drafts and shipped ASNs
 * without receipts are cancelled, partly received ones closed, each with a reason; the pack labels print one per box.
 */
export const AsnListPage = defineCrudScreen(poAsn, {
  noun: '到货通知',
  columns: [
    { dataIndex: 'asnNo', title: 'ASN 号', example: 'ASN-202611-0002', hideAble: false, sorter: true },
    {
      dataIndex: 'supplierName',
      title: '供应商',
      example: 'SUP-0047 中电港',
      render: (_v, row) => `${row.supplierCode} ${row.supplierName}`,
    },
    { dataIndex: 'orderNo', title: '采购订单', example: 'PO-202611-0009' },
    { dataIndex: 'houseName', title: '收货仓库', example: '原材料一号仓', hide: 'narrow' },
    { dataIndex: 'expectedDate', title: '预计到货', example: '2026-11-30', sorter: true },
    { dataIndex: 'shipDate', title: '发货日期', example: '2026-11-28', sorter: true },
    { dataIndex: 'carrier', title: '承运商', example: '顺丰速运', hide: 'narrow' },
    { dataIndex: 'waybillNo', title: '运单号', example: 'SF1428391046627', hide: 'narrow' },
    { dataIndex: 'lineCount', title: '行数', align: 'right', example: '99' },
    {
      dataIndex: 'totalQty',
      title: '总数量',
      align: 'right',
      example: '120,000',
      render: (_v, row) => quantityText(row.totalQty),
    },
    {
      dataIndex: 'receivedQty',
      title: '已收货',
      align: 'right',
      example: '90,000',
      hide: 'narrow',
      render: (_v, row) => quantityText(row.receivedQty),
    },
    { dataIndex: 'boxCount', title: '箱数', align: 'right', example: '999' },
    {
      dataIndex: 'state',
      title: '状态',
      example: '部分收货',
      options: stateOptions(ASN_STATES),
      render: (_v, row) => <StateTag states={ASN_STATES} state={row.state} />,
    },
    { dataIndex: 'closeReason', title: '取消/关闭原因', width: 220, ellipsis: true, hide: true },
    'remark',
    'updateTime',
  ],
  conditions: [
    'asnNo',
    'supplierName',
    'orderNo',
    { key: 'materialCode', title: '物料编码', type: 'input' },
    'waybillNo',
    'state',
    { key: 'expectedDate', title: '预计到货', type: 'dateRange' },
  ],
  editFrom: 'detail',
  editTitle: (asn) => `编辑到货通知：${asn.asnNo}`,
  form: {
    orderId: {
      label: '供应商 / 采购订单',
      kind: 'custom',
      wide: true,
      render: (field, asn) => <AsnOrderField {...field} record={asn} />,
    },
    expectedDate: { kind: 'date' },
    carrier: { placeholder: '供应商自送可不填' },
    waybillNo: { placeholder: '字母、数字和“-”' },
    lines: {
      label: '发货明细',
      kind: 'custom',
      wide: true,
      rule: asnLinesRule(today),
      value: formLines,
      // The kit types a lines field's value as the body's lines; the grid holds them as inputs.
      render: (field) => (
        <AsnLinesInput
          id={field.id}
          value={field.value as unknown as AsnFormLine[]}
          onChange={(lines) => field.onChange(lines as unknown as typeof field.value)}
        />
      ),
    },
    remark: { kind: 'textarea', wide: true },
  },
  checks: [
    z.refine((body) => !body.expectedDate || body.expectedDate >= today(), {
      message: '预计到货不能早于今天',
      path: ['expectedDate'],
    }),
  ],
  formWidth: 1320,
  detail: {
    width: 'large',
    columns: 3,
    items: (asn) => [
      'asnNo',
      { label: '状态', value: <StateTag states={ASN_STATES} state={asn.state} /> },
      { label: '供应商', value: `${asn.supplierCode} ${asn.supplierName}` },
      'orderNo',
      'houseName',
      'expectedDate',
      'shipDate',
      'carrier',
      'waybillNo',
      { label: '箱标签', value: asn.labelRequired ? '供应商须在每箱贴条码标签' : '不要求' },
      {
        label: '数量',
        value: `发货 ${quantityText(asn.totalQty)}，已收货 ${quantityText(asn.receivedQty)}，${asn.boxCount} 箱`,
      },
      { label: '最近收货', value: asn.lastReceiveTime },
      { label: '明细', value: <AsnLinesTable asn={asn} />, span: 3 },
      { label: '取消/关闭原因', value: asn.closeReason, span: 3 },
      { label: '备注', value: asn.remark, span: 3 },
    ],
  },
  rowActions: [
    'detail',
    { kind: 'edit', when: DRAFT },
    {
      kind: 'panel',
      action: 'release',
      require: 'poAsn:ship',
      title: '发货',
      when: DRAFT,
      load: () => import('./asn-panels').then((m) => m.ShipPanel),
    },
    {
      kind: 'panel',
      action: 'download',
      require: 'poAsn:print',
      title: '打印标签',
      when: { field: 'state', op: 'in', value: ['DRAFT', 'SHIPPED', 'PARTIAL'] },
      load: loadLabelsPanel,
    },
    {
      kind: 'panel',
      action: 'cancel',
      title: '取消',
      when: [
        { field: 'state', op: 'in', value: ['DRAFT', 'SHIPPED'] },
        { field: 'receivedQty', op: 'eq', value: 0 },
      ],
      load: () => import('./asn-panels').then((m) => m.CancelPanel),
    },
    {
      kind: 'panel',
      action: 'close',
      title: '关闭',
      when: { field: 'state', op: 'eq', value: 'PARTIAL' },
      load: () => import('./asn-panels').then((m) => m.ClosePanel),
    },
    deleteWhen(DRAFT, poAsnDelete),
  ],
  // 删除 is a draft's only (above), not every row's.
  status: false,
  table: { actionWidth: 220 },
});
