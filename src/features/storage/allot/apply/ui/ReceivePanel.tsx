import { receiptDiff, receiveProblem } from '@/entities/storage/stock';
import { stAllotIn } from '@/shared/api';
import type { AllotDetailLine } from '../model/allot-lines';
import { lineQtyDialog, type LineEntry } from './LineQtyDialog';

const short = (line: AllotDetailLine, entry: LineEntry) =>
  entry.qty !== null && receiptDiff(line.shippedQty, entry.qty, line.uomPrecision) < 0;

/** 调入: each line's 调入数量 (≤ 调出, 1018404) arrives as TRANSFER IN rows; a short line says why (1018405). */
export const ReceivePanel = lineQtyDialog({
  verb: '调入',
  intro: (row) =>
    `${row.toHouseName} 按实收数量调入，写入调入库位的调拨入库流水；短收的行请填写差异原因，调拨日志会标出。`,
  start: (line) => line.shippedQty,
  againstTitle: '调出数量',
  asksReason: short,
  problem: (line, entry) =>
    receiveProblem({
      shippedQty: line.shippedQty,
      receivedQty: entry.qty,
      diffReason: entry.reason,
      uomName: line.uomName,
      uomPrecision: line.uomPrecision,
    }),
  send: (row, lines) =>
    stAllotIn(
      {
        body: {
          id: row.id,
          lines: lines.map(({ line, entry }) => ({
            lineId: line.id,
            receivedQty: entry.qty ?? 0,
            diffReason: short(line, entry) ? entry.reason.trim() : null,
          })),
        },
      },
      { quiet: true },
    ),
  done: '已调入，调拨完成',
});
