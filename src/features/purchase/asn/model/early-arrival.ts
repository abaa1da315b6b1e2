import dayjs from 'dayjs';
import type { AsnFormLine } from './asn-lines';

/** A line whose goods would arrive earlier than its supplier may deliver it. */
export interface EarlyArrival {
  row: number;
  materialCode: string;
  /** 回复交期, else 要求交期. */
  due: string;
  dueTitle: '回复交期' | '要求交期';
  /** The earliest day it may arrive: due − 允许提前天数. */
  earliest: string;
}

/**
 * The lines 预计到货 is too early for (docs/design/scm-purchase.md → 到货通知): before the line's 回复交期 (else its
 * 要求交期) less the supplier's 允许提前天数. A warning, not a refusal: receiving refuses such goods unless an AOD of
 * the line was approved.
 */
export function earlyArrivals(
  lines: readonly AsnFormLine[],
  expectedDate: string,
  earlyDeliveryDays: number,
): EarlyArrival[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(expectedDate)) return [];
  return lines.flatMap((line, row) => {
    const { order } = line;
    if (!order) return [];
    const due = order.promisedDate ?? order.requiredDate;
    const earliest = dayjs(due).subtract(earlyDeliveryDays, 'day').format('YYYY-MM-DD');
    if (expectedDate >= earliest) return [];
    return [
      {
        row,
        materialCode: order.materialCode,
        due,
        dueTitle: order.promisedDate ? '回复交期' : '要求交期',
        earliest,
      },
    ];
  });
}
