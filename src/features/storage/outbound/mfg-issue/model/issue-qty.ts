import { roundQty } from '@/entities/storage/stock';

// docs/design/scm-storage.md → 生产发料: the figures the form shows and checks before sending.

/** A product's float tail (500 × 1.005 = 502.49999999999994) trimmed before rounding up or down. */
const scaled = (qty: number, precision: number) => roundQty(qty * 10 ** precision, 6);

/** 需求 = 单耗 × 工单数量 × (1 + 损耗率 %), rounded up to the unit's decimals (a part is never short by a fraction). */
export function demandQty(bomQty: number, orderQty: number, lossPct: number, precision: number): number {
  return Math.ceil(scaled(bomQty * orderQty * (1 + lossPct / 100), precision)) / 10 ** precision;
}

/** What a line knows of its material's demand. */
export interface DemandFigures {
  demandQty: number;
  issuedQty: number;
  /** 超发比例 %, the system parameter st.overIssuePct (0 when not allowed). */
  overIssuePct: number;
  uomPrecision: number;
}

/** 待发 = 需求 − 已发, never below 0. */
export function pendingQty({ demandQty, issuedQty, uomPrecision }: Omit<DemandFigures, 'overIssuePct'>): number {
  return Math.max(0, roundQty(demandQty - issuedQty, uomPrecision));
}

/** 可发 = 需求 × (1 + 超发比例) − 已发, the allowance rounded down to the unit's decimals, never below 0. */
export function issuableQty({ demandQty, issuedQty, overIssuePct, uomPrecision }: DemandFigures): number {
  const allowed = Math.floor(scaled(demandQty * (1 + overIssuePct / 100), uomPrecision)) / 10 ** uomPrecision;
  return Math.max(0, roundQty(allowed - issuedQty, uomPrecision));
}

/** 1018211's words for a material's lines above 可发: 发料 60 超过可发 46（需求 46，已发 0，超发 0%）. */
export function overIssueProblem(total: number, figures: DemandFigures): string | undefined {
  const issuable = issuableQty(figures);
  if (roundQty(total, figures.uomPrecision) <= issuable) return undefined;
  return `发料 ${total} 超过可发 ${issuable}（需求 ${figures.demandQty}，已发 ${figures.issuedQty}，超发 ${figures.overIssuePct}%）`;
}
