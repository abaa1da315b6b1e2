import { useWatch } from 'react-hook-form';
import {
  docIn,
  issueLineColumns,
  lineOfDocLine,
  stockDocActions,
  type IssueLine,
  docHeadColumns,
  docConditions,
} from '@/entities/storage/stock';
import { CustomerSelect, ShipAddressSelect, type CustomerSelectProps } from '@/entities/customer';
import { WarehouseSelect } from '@/entities/storage/warehouse';
import {
  stSalesIssue,
  stSalesIssueCancel,
  stSalesIssuePost,
  stSalesIssueReverse,
  stSalesIssueSubmit,
  stSalesIssueWithdraw,
  stSalesIssueDelete,
  type StSalesIssuePageData,
} from '@/shared/api';
import { formatDate, formatQty } from '@/shared/lib/format';
import { defineCrudScreen, type FormValues } from '@/shared/ui/crud-screen';
import { withShownFields, type LinesConfig } from '@/shared/ui/record-form';
import { useSalesLineColumns } from './use-sales-line-columns';

export type SalesIssueRow = StSalesIssuePageData['rows'][number];
type SalesIssueValues = FormValues<typeof stSalesIssue>;

/** The lines on the grid: material and batch from the warehouse's stock, the batch by the suggestion (FIFO / FEFO). */
const SALES_LINES: LinesConfig<IssueLine> = {
  columns: issueLineColumns('ISSUE'),
  useColumns: useSalesLineColumns,
};

/** 收货地址 among the customer's ship-to addresses: the customer is read from the form. */
function AddressField(props: CustomerSelectProps) {
  const customerId = useWatch<SalesIssueValues, 'customerId'>({ name: 'customerId' });
  return <ShipAddressSelect {...props} customerId={customerId} />;
}

/**
 * 销售出库 (docs/design/scm-storage.md → 销售出库): DN- documents to a customer, its sales order and ship-to address,
 * lines whose batches the suggestion picks (a 预留 of the same order counts as 可用); the document pattern's actions
 * by state, and the 拣货单 (A4, by location, the DN's barcode) once submitted.
 */
export const SalesIssueListPage = defineCrudScreen(stSalesIssue, {
  noun: '销售出库单',
  columns: docHeadColumns<SalesIssueRow>({
    docNo: { example: 'DN-20261129-0001' },
    lead: [
      { dataIndex: 'customerName', title: '客户', width: 220, ellipsis: true },
      { dataIndex: 'salesOrderNo', title: '销售订单号', width: 150 },
    ],
    date: '发货日期',
    body: [
      { dataIndex: 'materialSummary', title: '物料', width: 240, ellipsis: true },
      {
        dataIndex: 'totalQty',
        title: '数量',
        width: 90,
        align: 'right',
        render: (_value, row) => formatQty(row.totalQty),
      },
      { dataIndex: 'shipAddress', title: '收货地址', width: 260, ellipsis: true },
    ],
  }),
  conditions: docConditions({
    lead: [
      { key: 'customerName', title: '客户', type: 'input' },
      { key: 'salesOrderNo', title: '销售订单号', type: 'input' },
    ],
    material: { key: 'materialKeyword' },
    batch: 'batchNo',
    states: 'state',
    date: { key: 'bizDate', title: '发货日期' },
  }),
  editFrom: 'detail',
  editTitle: (doc) => `编辑销售出库单：${doc.docNo}`,
  formWidth: 1280,
  form: {
    houseId: { label: '仓库', kind: 'custom', render: (field) => <WarehouseSelect {...field} /> },
    customerId: { label: '客户', kind: 'custom', render: (field) => <CustomerSelect {...field} /> },
    salesOrderNo: { placeholder: '如 SO-20261115-018；有预留时按它带出' },
    addressId: { label: '收货地址', kind: 'custom', render: (field) => <AddressField {...field} /> },
    bizDate: { kind: 'date' },
    lines: {
      label: '出库明细',
      wide: true,
      lines: withShownFields(SALES_LINES),
      value: (doc) => doc.lines.map(lineOfDocLine),
    },
    remark: { label: '备注', kind: 'textarea', wide: true },
  },
  // A new DN ships today, with one line to fill.
  empty: () => ({ bizDate: formatDate(new Date()) }),
  rowActions: stockDocActions<SalesIssueRow>({
    noun: '销售出库单',
    calls: {
      submit: stSalesIssueSubmit,
      withdraw: stSalesIssueWithdraw,
      post: stSalesIssuePost,
      cancel: stSalesIssueCancel,
      reverse: stSalesIssueReverse,
      remove: stSalesIssueDelete,
    },
    detail: () => import('./SalesIssueDetailPanel').then((m) => m.SalesIssueDetailPanel),
    print: () => import('./SalesIssuePrintPanel').then((m) => m.SalesIssuePrintPanel),
    postEffect: '销售出库单已过账：库存已出库，用到的预留已解锁',
    submitted: [
      {
        kind: 'panel',
        action: 'picklist',
        title: '拣货单',
        when: docIn<SalesIssueRow>('SUBMITTED'),
        load: () => import('./PickListPanel').then((m) => m.PickListPanel),
      },
    ],
  }),
  status: false,
  table: { selection: 'checkbox' },
});
