import { docPrintPanel, qtyColumn, stockPrintColumns, type StockDocPrint } from '@/entities/storage/stock';
import { stSalesIssueDetailQueryOptions, type StSalesIssueDetailData } from '@/shared/api';

type Line = StSalesIssueDetailData['lines'][number];

const PRINT: StockDocPrint<StSalesIssueDetailData, Line> = {
  bizType: 'ST_SALES_ISSUE',
  noun: '销售出库单',
  fields: (doc) => [
    { key: 'salesOrderNo', label: '销售订单号', value: doc.salesOrderNo ?? '' },
    { key: 'customerName', label: '客户', value: `${doc.customerCode} ${doc.customerName}`, wide: true },
    { key: 'shipAddress', label: '收货地址', value: doc.shipAddress ?? '', wide: true },
    { key: 'contact', label: '联系人', value: [doc.contactName, doc.contactPhone].filter(Boolean).join(' ') },
  ],
  columns: stockPrintColumns<Line>([
    { title: '库位', text: (line) => line.locationCode ?? '' },
    qtyColumn('数量', (line) => line.qty),
  ]),
  qty: (line) => line.qty,
  signatures: ['仓管', '发货', '客户签收'],
};

/** 打印 of a posted 销售出库单 (docs/design/scm-storage.md → Print): the sheet the customer signs for. */
export const SalesIssuePrintPanel = docPrintPanel(PRINT, (id) => stSalesIssueDetailQueryOptions({ query: { id } }));
