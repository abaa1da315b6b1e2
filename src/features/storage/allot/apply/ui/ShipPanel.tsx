import { shipQtyProblem } from '@/entities/storage/stock';
import { stAllotOut } from '@/shared/api';
import { lineQtyDialog } from './LineQtyDialog';

/** 调出: each line's 调出数量 (≤ 申请, 1018403) leaves the source as TRANSFER OUT rows; the transfer is then 在途. */
export const ShipPanel = lineQtyDialog({
  verb: '调出',
  intro: (row) =>
    `从 ${row.houseName} 调出，写入调出库位的调拨出库流水；调出后数量在途，直到 ${row.toHouseName} 调入。`,
  start: (line) => line.qty,
  againstTitle: '申请数量',
  asksReason: () => false,
  problem: (line, entry) => shipQtyProblem(entry.qty, line.qty),
  send: (row, lines) =>
    stAllotOut(
      {
        body: { id: row.id, lines: lines.map(({ line, entry }) => ({ lineId: line.id, shippedQty: entry.qty ?? 0 })) },
      },
      { quiet: true },
    ),
  done: '已调出：数量在途，待调入',
});
