import { docPrintPanel, qtyColumn, stockPrintColumns, type StockDocPrint } from '@/entities/storage/stock';
import { stMfgEntryDetailQueryOptions, type StMfgEntryDetailData } from '@/shared/api';

type Line = StMfgEntryDetailData['lines'][number];

const PRINT: StockDocPrint<StMfgEntryDetailData, Line> = {
  bizType: 'ST_MFG_ENTRY',
  noun: '生产入库单',
  fields: (doc) => [
    { key: 'workOrderNo', label: '工单号', value: [...new Set(doc.lines.map((line) => line.workOrderNo))].join('、') },
  ],
  columns: stockPrintColumns<Line>([
    { title: '工单', text: (line) => line.workOrderNo },
    { title: '库位', text: (line) => line.locationCode },
    qtyColumn('入库数量', (line) => line.qty),
  ]),
  qty: (line) => line.qty,
  signatures: ['车间交库', '仓管', '质检'],
};

/** 打印 of a posted 生产入库单 (docs/design/scm-storage.md → Print). */
export const MfgEntryPrintPanel = docPrintPanel(PRINT, (id) => stMfgEntryDetailQueryOptions({ query: { id } }));
