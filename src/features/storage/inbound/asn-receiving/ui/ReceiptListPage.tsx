import dayjs from 'dayjs';
import { SupplierSelect } from '@/entities/supplier';
import { docIn, stockDocActions, docStateColumn, DOC_STATE_OPTIONS } from '@/entities/storage/stock';
import { UserSelect } from '@/entities/user';
import { WarehouseSelect } from '@/entities/storage/warehouse';
import {
  stReceipt,
  stReceiptCancel,
  stReceiptDelete,
  stReceiptPost,
  stReceiptReverse,
  stReceiptSubmit,
  stReceiptWithdraw,
  type StReceiptPageData,
} from '@/shared/api';
import { DATE_FORMAT } from '@/shared/config';
import { formatNumber } from '@/shared/lib/format';
import { defineCrudScreen, type RowActionSpec } from '@/shared/ui/crud-screen';
import { withShownFields, type LinesConfig } from '@/shared/ui/record-form';
import { lineOfReceipt, RECEIPT_LINE_COLUMNS, lineNotes, type ReceiptLine } from '../model/receipt-lines';
import { DateTimeInput } from '@/shared/ui/form';
import { ReceiptLinesSummary } from './ReceiptLinesSummary';
import { useReceiptLineColumns } from './use-receipt-line-columns';

type ReceiptRow = StReceiptPageData['rows'][number];

const qty = (row: ReceiptRow, value: number | null | undefined) =>
  value === null || value === undefined || !row.uomName
    ? ''
    : `${formatNumber(value, row.uomPrecision ?? 0)} ${row.uomName}`;

/** The lines on the grid: sources bound to the chosen supplier and warehouse, unscanned boxes warned, totals under it. */
const RECEIPT_LINES: LinesConfig<ReceiptLine> = {
  columns: RECEIPT_LINE_COLUMNS,
  useColumns: useReceiptLineColumns,
  lineRule: lineNotes,
  summary: (lines) => <ReceiptLinesSummary lines={lines} />,
};

const actions = stockDocActions<ReceiptRow>({
  noun: '收货单',
  calls: {
    submit: stReceiptSubmit,
    withdraw: stReceiptWithdraw,
    post: stReceiptPost,
    cancel: stReceiptCancel,
    reverse: stReceiptReverse,
    remove: stReceiptDelete,
  },
  detail: () => import('./ReceiptDetailPanel').then((m) => m.ReceiptDetailPanel),
  print: () => import('./ReceiptPrintPanel').then((m) => m.ReceiptPrintPanel),
  posted: [
    {
      kind: 'panel',
      action: 'label',
      title: '打印标签',
      when: docIn<ReceiptRow>('POSTED'),
      load: () => import('./ReceiptLabelsPanel').then((m) => m.ReceiptLabelsPanel),
    },
  ],
});

/** 过账 says quality's outcome of each line: a dialog of its own in place of the plain call. */
const POST: RowActionSpec<ReceiptRow> = {
  kind: 'panel',
  action: 'post',
  title: '过账',
  when: docIn<ReceiptRow>('SUBMITTED'),
  load: () => import('./ReceiptPostPanel').then((m) => m.ReceiptPostPanel),
};
const isPost = (action: RowActionSpec<ReceiptRow>) =>
  typeof action === 'object' && 'action' in action && action.action === 'post';

/**
 * 到货收货 (docs/design/scm-storage.md → 到货收货): receipts (GR-) of one supplier from its ASN lines or, without ASN,
 * its order lines: per line 发货数, 实收 within 可收数 (the supplier's tolerance; refused at the cell with the numbers),
 * 短少, 超收, 破损, 入库数, the supplier's batch and dates, 收货库位 and the box labels scanned. Drafts are edited,
 * submitted, posted — which writes the stock rows and asks quality, whose outcome per line is said — and a posted
 * receipt is reversed (冲销), never edited; its batch labels print.
 */
export const ReceiptListPage = defineCrudScreen(stReceipt, {
  noun: '收货单',
  columns: [
    { dataIndex: 'docNo', title: '收货单号', example: 'GR-20261126-0003', hideAble: false, sorter: true },
    docStateColumn('已过账 已冲销（GR-20261125-0002）'),
    {
      dataIndex: 'supplierName',
      title: '供应商',
      example: 'SUP-0047 中电港',
      render: (_v, row) => `${row.supplierCode ?? ''} ${row.supplierName}`.trim(),
    },
    { dataIndex: 'asnNo', title: 'ASN', example: 'ASN-202611-0002' },
    { dataIndex: 'orderNo', title: '采购订单', example: 'PO-202611-0009', hide: 'narrow' },
    { dataIndex: 'houseName', title: '收货仓库', example: '原材料一号仓' },
    { dataIndex: 'materialSummary', title: '物料', example: 'EL-CN-DB15F 连接器' },
    {
      dataIndex: 'shipQty',
      title: '发货数',
      align: 'right',
      example: '3,000 个',
      render: (_v, row) => qty(row, row.shipQty),
    },
    {
      dataIndex: 'receivedQty',
      title: '实收',
      align: 'right',
      example: '4,200.000 千克',
      render: (_v, row) => qty(row, row.receivedQty),
    },
    {
      dataIndex: 'shortQty',
      title: '短少',
      align: 'right',
      example: '8 个',
      render: (_v, row) => qty(row, row.shortQty),
    },
    {
      dataIndex: 'damagedQty',
      title: '破损',
      align: 'right',
      example: '2 个',
      render: (_v, row) => qty(row, row.damagedQty),
    },
    { dataIndex: 'receiveTime', title: '收货时间', example: '2026-11-26 10:20:00', sorter: true },
    { dataIndex: 'operatorName', title: '收货人', example: '黄强' },
    { dataIndex: 'postTime', title: '过账时间', example: '2026-11-26 10:20:30', hide: true },
    { dataIndex: 'reverseReason', title: '冲销原因', width: 200, ellipsis: true, hide: true },
    'remark',
  ],
  conditions: [
    'docNo',
    { key: 'supplierName', title: '供应商', type: 'input' },
    'asnNo',
    { key: 'materialCode', title: '物料编码', type: 'input' },
    { key: 'state', title: '状态', type: 'select', options: DOC_STATE_OPTIONS, multiple: true },
    { key: 'bizDate', title: '收货日期', type: 'dateRange' },
  ],
  editFrom: 'detail',
  editTitle: (receipt) => `编辑收货单：${receipt.docNo}`,
  formWidth: 1400,
  form: {
    supplierId: { label: '供应商', kind: 'custom', render: (field) => <SupplierSelect {...field} /> },
    houseId: { label: '收货仓库', kind: 'custom', render: (field) => <WarehouseSelect {...field} /> },
    receiveTime: { label: '收货时间', kind: 'custom', render: (field) => <DateTimeInput {...field} /> },
    operatorId: {
      label: '收货人',
      kind: 'custom',
      render: (field) => <UserSelect {...field} placeholder="不选为当前用户" />,
    },
    lines: {
      label: '收货明细',
      wide: true,
      lines: withShownFields(RECEIPT_LINES),
      value: (receipt) => receipt.lines.map((line) => lineOfReceipt(line, receipt.labelRequired)),
    },
    remark: { label: '备注', kind: 'textarea', wide: true, placeholder: '短少、破损、外包装等情况' },
  },
  // A new receipt: now, to the minute.
  empty: () => ({ receiveTime: dayjs().second(0).format(DATE_FORMAT.dateTime) }),
  rowActions: actions.map((action) => (isPost(action) ? POST : action)),
  // 删除 is a draft's (the document pattern), not every row's.
  status: false,
  table: { actionWidth: 220 },
});
