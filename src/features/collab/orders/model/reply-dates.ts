import dayjs from 'dayjs';
import type { CollabOrderDetail, CollabOrderLine } from '@/entities/collab/order';
import type { CollabOrderReplyDateVariables } from '@/shared/api';

type ReplyBody = CollabOrderReplyDateVariables['body'];

/** The dates typed in the dialog, by order line id ('' or missing: no reply for that line). */
export type ReplyInputs = Readonly<Record<string, string | undefined>>;

/** A line the supplier can still promise a date for: not yet fully shipped. */
export const canReply = (line: CollabOrderLine): boolean => line.shippedQty < line.qty;

const daysBetween = (from: string, to: string) => dayjs(to).diff(dayjs(from), 'day');

/** How many days the typed date is after the line's required date (0 when on or before it). */
export function daysLate(line: CollabOrderLine, date: string | undefined): number {
  return date ? Math.max(0, daysBetween(line.requiredDate, date)) : 0;
}

/** The lines whose typed date is later than required: they put the order in 交期待确认 until the buyer accepts. */
export function lateLines(lines: readonly CollabOrderLine[], inputs: ReplyInputs): CollabOrderLine[] {
  return lines.filter((line) => canReply(line) && daysLate(line, inputs[line.id]) > 0);
}

/**
 * Why a typed date cannot be sent, as the server says it: earlier than 要求交期 − 允许提前天数 goes through AOD
 * (第 2 行回复交期 2026-11-30 比要求交期 2026-12-05 提前 5 天，超过允许的 3 天，请提交 AOD 申请).
 */
export function replyDateProblem(line: CollabOrderLine, date: string, earlyDeliveryDays: number): string | undefined {
  const early = daysBetween(date, line.requiredDate);
  if (early <= earlyDeliveryDays) return undefined;
  return `第 ${line.lineNo} 行回复交期 ${date} 比要求交期 ${line.requiredDate} 提前 ${early} 天，超过允许的 ${earlyDeliveryDays} 天，请提交 AOD 申请`;
}

export interface ReplyCheck {
  /** Problems by order line id. */
  lines: Record<string, string>;
  /** What is wrong with the reply as a whole (no line given, a late date without a word why). */
  form?: string;
  remark?: string;
}

/** Everything that stops the reply from being sent; empty when it can go. */
export function checkReply(order: CollabOrderDetail, inputs: ReplyInputs, remark: string): ReplyCheck {
  const given = order.lines.filter((line) => canReply(line) && inputs[line.id]);
  const lines: Record<string, string> = {};
  for (const line of given) {
    const problem = replyDateProblem(line, inputs[line.id] ?? '', order.earlyDeliveryDays);
    if (problem) lines[line.id] = problem;
  }
  return {
    lines,
    ...(given.length === 0 ? { form: '请至少为一行填写回复交期' } : {}),
    // The buyer decides on a later date by what the supplier says of it (the contract's 回复说明).
    ...(lateLines(order.lines, inputs).length > 0 && remark.trim() === ''
      ? { remark: '有行的回复交期晚于要求交期，请写明原因' }
      : {}),
  };
}

export const replyIsClean = (check: ReplyCheck) =>
  Object.keys(check.lines).length === 0 && !check.form && !check.remark;

/** The body of 回复交期: only the lines given a date, in the order's line order. */
export function replyBody(order: CollabOrderDetail, inputs: ReplyInputs, remark: string): ReplyBody {
  return {
    id: order.id,
    lines: order.lines
      .filter((line) => canReply(line) && inputs[line.id])
      .map((line) => ({ orderLineId: line.id, promisedDate: inputs[line.id] ?? '' })),
    remark: remark.trim() || null,
  };
}
