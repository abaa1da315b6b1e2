import { docPrintPanel, qtyColumn, stockPrintColumns, type StockDocPrint } from '@/entities/storage/stock';
import { stMoveDetailQueryOptions, type StMoveDetailData } from '@/shared/api';

type Line = StMoveDetailData['lines'][number];

const PRINT: StockDocPrint<StMoveDetailData, Line> = {
  bizType: 'ST_MOVE',
  noun: '移库单',
  columns: stockPrintColumns<Line>([
    { title: '移出库位', text: (line) => line.fromLocationCode },
    { title: '移入库位', text: (line) => line.toLocationCode },
    qtyColumn('数量', (line) => line.qty),
  ]),
  qty: (line) => line.qty,
  signatures: ['仓管', '搬运', '复核'],
};

/** 打印 of a posted 移库单 (docs/design/scm-storage.md → Print): the sheet the mover works from. */
export const MovePrintPanel = docPrintPanel(PRINT, (id) => stMoveDetailQueryOptions({ query: { id } }));
