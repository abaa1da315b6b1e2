import { docPrintPanel, qtyColumn, stockPrintColumns, type StockDocPrint } from '@/entities/storage/stock';
import { stMfgIssueDetailQueryOptions, type StMfgIssueDetailData } from '@/shared/api';

type Line = StMfgIssueDetailData['lines'][number];

const PRINT: StockDocPrint<StMfgIssueDetailData, Line> = {
  bizType: 'ST_MFG_ISSUE',
  noun: '生产领料单',
  fields: (doc) => [
    { key: 'workOrderNo', label: '工单号', value: doc.workOrderNo },
    { key: 'productName', label: '产品', value: `${doc.productCode} ${doc.productName}`, wide: true },
  ],
  columns: stockPrintColumns<Line>([
    { title: '库位', text: (line) => line.locationCode ?? '' },
    qtyColumn('需求', (line) => line.demandQty),
    qtyColumn('实发', (line) => line.qty),
  ]),
  qty: (line) => line.qty,
  signatures: ['仓管', '领料人', '车间主管'],
};

/** 打印 of a posted 生产领料单 (docs/design/scm-storage.md → Print). */
export const MfgIssuePrintPanel = docPrintPanel(PRINT, (id) => stMfgIssueDetailQueryOptions({ query: { id } }));
