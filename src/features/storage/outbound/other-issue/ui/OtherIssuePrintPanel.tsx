import { docPrintPanel, qtyColumn, stockPrintColumns, type StockDocPrint } from '@/entities/storage/stock';
import { stOtherIssueDetailQueryOptions, type StOtherIssueDetailData } from '@/shared/api';

type Line = StOtherIssueDetailData['lines'][number];

const PRINT: StockDocPrint<StOtherIssueDetailData, Line> = {
  bizType: 'ST_OTHER_OUT',
  noun: '其他出库单',
  fields: (doc) => [
    { key: 'reasonName', label: '出库类型', value: doc.otherTypeName },
    { key: 'sourceNo', label: '来源单号', value: doc.sourceNo ?? '' },
    { key: 'reason', label: '原因', value: doc.reason, wide: true },
  ],
  columns: stockPrintColumns<Line>([
    { title: '库位', text: (line) => line.locationCode ?? '' },
    qtyColumn('数量', (line) => line.qty),
  ]),
  qty: (line) => line.qty,
  signatures: ['仓管', '审批', '领用人'],
};

/** 打印 of a posted 其他出库单 (docs/design/scm-storage.md → Print). */
export const OtherIssuePrintPanel = docPrintPanel(PRINT, (id) => stOtherIssueDetailQueryOptions({ query: { id } }));
