import { docPrintPanel, qtyColumn, stockPrintColumns, type StockDocPrint } from '@/entities/storage/stock';
import { stOtherEntryDetailQueryOptions, type StOtherEntryDetailData } from '@/shared/api';

type Line = StOtherEntryDetailData['lines'][number];

const PRINT: StockDocPrint<StOtherEntryDetailData, Line> = {
  bizType: 'ST_OTHER_IN',
  noun: '其他入库单',
  fields: (doc) => [
    { key: 'reasonName', label: '入库类型', value: doc.entryTypeName },
    { key: 'reason', label: '原因', value: doc.reason, wide: true },
  ],
  columns: stockPrintColumns<Line>([
    { title: '库位', text: (line) => line.locationCode },
    qtyColumn('数量', (line) => line.qty),
  ]),
  qty: (line) => line.qty,
  signatures: ['仓管', '审批', '经办'],
};

/** 打印 of a posted 其他入库单 (docs/design/scm-storage.md → Print). */
export const OtherEntryPrintPanel = docPrintPanel(PRINT, (id) => stOtherEntryDetailQueryOptions({ query: { id } }));
