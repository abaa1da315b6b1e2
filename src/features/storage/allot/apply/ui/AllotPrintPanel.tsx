import { docPrintPanel, qtyColumn, stockPrintColumns, type StockDocPrint } from '@/entities/storage/stock';
import { stAllotDetailQueryOptions, type StAllotDetailData } from '@/shared/api';

type Line = StAllotDetailData['lines'][number];

const PRINT: StockDocPrint<StAllotDetailData, Line> = {
  bizType: 'ST_ALLOT',
  noun: '调拨单',
  fields: (doc) => [
    { key: 'toHouseName', label: '调入仓库', value: doc.toHouseName },
    { key: 'needDate', label: '需求日期', value: doc.needDate ?? '' },
    { key: 'reason', label: '原因', value: doc.reason ?? '', wide: true },
  ],
  columns: stockPrintColumns<Line>([
    { title: '调出库位', text: (line) => line.fromLocationCode },
    { title: '调入库位', text: (line) => line.toLocationCode ?? '' },
    qtyColumn('申请', (line) => line.qty),
    qtyColumn('调出', (line) => line.shippedQty),
    qtyColumn('调入', (line) => line.receivedQty),
  ]),
  qty: (line) => line.qty,
  signatures: ['调出仓管', '承运', '调入仓管'],
};

/** 打印 of an approved 调拨单 (docs/design/scm-storage-2.md → 调拨): the sheet that travels with the goods. */
export const AllotPrintPanel = docPrintPanel(PRINT, (id) => stAllotDetailQueryOptions({ query: { id } }));
