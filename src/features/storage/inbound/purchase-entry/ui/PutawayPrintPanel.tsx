import { docPrintPanel, qtyColumn, stockPrintColumns, type StockDocPrint } from '@/entities/storage/stock';
import { stPutawayDetailQueryOptions, type StPutawayDetailData } from '@/shared/api';

type Line = StPutawayDetailData['lines'][number];

const PRINT: StockDocPrint<StPutawayDetailData, Line> = {
  bizType: 'ST_PUTAWAY',
  noun: '采购入库单',
  fields: (doc) => [{ key: 'receiptNo', label: '收货单号', value: doc.receiptNos, wide: true }],
  columns: stockPrintColumns<Line>([
    { title: '收货单', text: (line) => `${line.receiptNo}-${line.receiptLineNo}` },
    { title: '上架库位', text: (line) => line.toLocationCode },
    qtyColumn('数量', (line) => line.qty),
  ]),
  qty: (line) => line.qty,
  signatures: ['仓管', '质检', '财务'],
};

/** 打印 of a posted 采购入库单 (docs/design/scm-storage.md → Print). */
export const PutawayPrintPanel = docPrintPanel(PRINT, (id) => stPutawayDetailQueryOptions({ query: { id } }));
