import { docPrintPanel, qtyColumn, stockPrintColumns, type StockDocPrint } from '@/entities/storage/stock';
import { stMfgReturnDetailQueryOptions, type StMfgReturnDetailData } from '@/shared/api';

type Line = StMfgReturnDetailData['lines'][number];

const PRINT: StockDocPrint<StMfgReturnDetailData, Line> = {
  bizType: 'ST_MFG_RETURN',
  noun: '生产退料单',
  fields: (doc) => [
    { key: 'workOrderNo', label: '工单号', value: doc.workOrderNo },
    { key: 'productName', label: '产品', value: `${doc.productCode} ${doc.productName}`, wide: true },
  ],
  columns: stockPrintColumns<Line>([
    { title: '退回库位', text: (line) => line.locationCode ?? '' },
    qtyColumn('退料数量', (line) => line.qty),
    { title: '原因', text: (line) => line.reason ?? '' },
  ]),
  qty: (line) => line.qty,
  signatures: ['退料人', '仓管', '车间主管'],
};

/** 打印 of a posted 生产退料单 (docs/design/scm-storage.md → Print). */
export const MfgReturnPrintPanel = docPrintPanel(PRINT, (id) => stMfgReturnDetailQueryOptions({ query: { id } }));
