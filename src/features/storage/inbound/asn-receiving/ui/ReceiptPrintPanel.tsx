import { docPrintPanel, qtyColumn, stockPrintColumns, type StockDocPrint } from '@/entities/storage/stock';
import { stReceiptDetailQueryOptions, type StReceiptDetailData } from '@/shared/api';

type Line = StReceiptDetailData['lines'][number];

const PRINT: StockDocPrint<StReceiptDetailData, Line> = {
  bizType: 'ST_RECEIPT',
  noun: '采购收货单',
  fields: (doc) => [
    { key: 'supplierName', label: '供应商', value: `${doc.supplierCode} ${doc.supplierName}`, wide: true },
    { key: 'asnNo', label: '送货单号', value: doc.asnNo ?? '' },
    { key: 'orderNo', label: '采购订单号', value: doc.orderNo ?? '' },
  ],
  columns: stockPrintColumns<Line>([
    { title: '库位', text: (line) => line.locationCode ?? '' },
    qtyColumn('实收', (line) => line.receivedQty),
    qtyColumn('短收', (line) => line.shortQty),
    qtyColumn('破损', (line) => line.damagedQty),
  ]),
  qty: (line) => line.receivedQty,
  signatures: ['送货人', '收货员', '质检'],
};

/** 打印 of a posted 采购收货单 (docs/design/scm-storage.md → Print): the sheet the driver and the receiver sign. */
export const ReceiptPrintPanel = docPrintPanel(PRINT, (id) => stReceiptDetailQueryOptions({ query: { id } }));
