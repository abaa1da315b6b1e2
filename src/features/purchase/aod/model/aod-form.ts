// zod/mini like every form of the app (architecture.md §9).
import dayjs from 'dayjs';
import * as z from 'zod/mini';
import { poAodApplyAddBodyFacts, type PoAodApplyAddVariables } from '@/shared/api';
import { decimalsOf } from '@/shared/lib/format';
import { exactBody, requiredChoice, requiredNumber, requiredText } from '@/shared/lib/form-rules';
import type { PoOrderLine } from '@/entities/purchase-order';
import { AOD_KINDS, type AodKind } from './aod-kinds';

export type AodBody = PoAodApplyAddVariables['body'];

/** What the rules read of the chosen order line and its supplier: filled as they load, never sent. */
export interface AodLineFacts {
  requiredDate: string;
  /** 未到货: ordered − arrived. */
  openQty: number;
  uomName: string;
  uomPrecision: number;
  /** The supplier's short name, as the order shows it. */
  supplierName: string;
  /** 允许提前天数 of the supplier's collaboration configuration. */
  earlyDays: number;
}

/** What the AOD form holds: the order (to pick one of its lines), the request, and the line's facts. */
export interface AodFormValues {
  orderId: string;
  orderLineId: string;
  kind: string;
  newDate: string;
  qty: number | null;
  reason: string;
  line: AodLineFacts | null;
}

export const aodEmpty: AodFormValues = {
  orderId: '',
  orderLineId: '',
  kind: '',
  newDate: '',
  qty: null,
  reason: '',
  line: null,
};

/** 未到货 of an order line (an over-delivery within the tolerance leaves nothing). */
export const openQtyOf = (line: Pick<PoOrderLine, 'qty' | 'receivedQty'>) => Math.max(0, line.qty - line.receivedQty);

/** An order line a delivery date can still be asked for: not closed, cancelled or fully arrived. */
export const isOpenLine = (line: PoOrderLine) =>
  (line.state === 'OPEN' || line.state === 'PARTIAL') && openQtyOf(line) > 0;

/** The line's facts for the rules, given the order's supplier and the supplier's allowance. */
export function lineFacts(line: PoOrderLine, supplierName: string, earlyDays: number): AodLineFacts {
  return {
    requiredDate: line.requiredDate,
    openQty: openQtyOf(line),
    uomName: line.uomName,
    uomPrecision: line.uomPrecision,
    supplierName,
    earlyDays,
  };
}

export const AOD_MESSAGES = {
  lineLoading: '正在读取订单行与供应商的交货配置，请稍后再保存',
  qtyPositive: '数量须大于 0',
} as const;

interface Problem {
  path: 'orderLineId' | 'newDate' | 'qty';
  message: string;
}

/**
 * The rules across the request and its line, with the numbers (the server refuses the same): 延期 to a date after
 * 要求交期; 提前 to a date before 要求交期 − the supplier's 允许提前天数 (within them no request is needed); a quantity
 * above 0, in the unit's decimals, at most what has not arrived.
 */
export function aodProblems(values: {
  kind: string;
  newDate: string;
  qty: number;
  orderLineId: string;
  line: AodLineFacts | null;
}): Problem[] {
  const { kind, newDate, qty, line } = values;
  if (!line) return values.orderLineId ? [{ path: 'orderLineId', message: AOD_MESSAGES.lineLoading }] : [];
  const problems: Problem[] = [];
  const required = line.requiredDate;
  if (kind === 'DELAY' && newDate <= required)
    problems.push({ path: 'newDate', message: `延期的新交期须晚于要求交期 ${required}` });
  if (kind === 'ADVANCE' && newDate >= required)
    problems.push({ path: 'newDate', message: `提前的新交期须早于要求交期 ${required}` });
  else if (kind === 'ADVANCE' && line.earlyDays > 0) {
    const allowedFrom = dayjs(required).subtract(line.earlyDays, 'day');
    if (!dayjs(newDate).isBefore(allowedFrom))
      problems.push({
        path: 'newDate',
        message: `${line.supplierName}允许提前 ${line.earlyDays} 天交货，${allowedFrom.format('MM-DD')} 起到货无需申请`,
      });
  }
  if (qty <= 0) problems.push({ path: 'qty', message: AOD_MESSAGES.qtyPositive });
  else if (decimalsOf(qty) > line.uomPrecision)
    problems.push({
      path: 'qty',
      message:
        line.uomPrecision === 0
          ? `单位“${line.uomName}”的数量只能是整数`
          : `单位“${line.uomName}”的数量最多 ${line.uomPrecision} 位小数`,
    });
  else if (qty > line.openQty)
    problems.push({ path: 'qty', message: `申请数量 ${qty} 超过该行未到货 ${line.openQty}` });
  return problems;
}

const facts = poAodApplyAddBodyFacts;
const KINDS = Object.keys(AOD_KINDS) as [AodKind, ...AodKind[]];

/** AOD 申请's rules: each field's from the contract, then `aodProblems`. Output: exactly the add body. */
export const aodSchema = exactBody<AodBody>()(
  z.pipe(
    z
      .object({
        orderId: requiredChoice('采购订单'),
        orderLineId: requiredChoice('订单行'),
        kind: z.pipe(requiredChoice('类型'), z.enum(KINDS, '请选择类型')),
        newDate: requiredChoice('新交期'),
        qty: requiredNumber('数量', { min: facts.qty.minimum, max: facts.qty.maximum }),
        reason: requiredText('原因', facts.reason.maxLength),
        line: z.nullable(z.custom<AodLineFacts>()),
      })
      .check(
        z.superRefine((values, context) => {
          for (const problem of aodProblems(values))
            context.issues.push({ code: 'custom', message: problem.message, path: [problem.path], input: values });
        }),
      ),
    z.transform(({ orderId: _order, line: _line, ...body }): AodBody => body),
  ),
);
