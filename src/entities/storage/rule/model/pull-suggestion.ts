import type { StPullQtyMode } from './types';

/** What a pull rule's suggestion is computed from: the rule's figures and the stock now. */
export interface PullFigures {
  reorderQty: number;
  maxQty: number;
  qtyMode: StPullQtyMode;
  fixedQty?: number | null | undefined;
  lineAvailableQty: number;
  inTransitQty: number;
  sourceAvailableQty: number;
  uomPrecision: number;
}

export interface PullSuggestion {
  /** 库存位置 = 线边可用 + 在途. */
  position: number;
  /** 位置 ≤ 再订货点. */
  triggered: boolean;
  /** 缺口 = 最高 − 位置 (0 when not triggered). */
  shortfall: number;
  /** What the rule asks for before the source's 可用 caps it. */
  wanted: number;
  /** 建议数量. */
  suggested: number;
  /** 来源可用不足: the suggestion is less than what the rule asks for. */
  sourceShort: boolean;
}

const floorTo = (qty: number, precision: number) => {
  const factor = 10 ** precision;
  // The epsilon keeps 0.3 − 0.1 from flooring to 0.199.
  return Math.floor(qty * factor + 1e-9) / factor;
};

/**
 * A pull rule's suggestion now (docs/design/scm-storage-2.md → 拉动规则): triggered when 线边可用 + 在途 ≤ 再订货点;
 * 缺口 = 最高 − 位置; 补至最高 asks the 缺口, 固定批量 the whole boxes covering it; the source's 可用 caps it (whole boxes
 * only for 固定批量), rounded down to the unit's decimals.
 */
export function pullSuggestion(f: PullFigures): PullSuggestion {
  const position = f.lineAvailableQty + f.inTransitQty;
  const triggered = position <= f.reorderQty;
  const shortfall = triggered ? Math.max(0, floorTo(f.maxQty - position, f.uomPrecision)) : 0;
  const box = f.fixedQty ?? 0;
  const fixed = f.qtyMode === 'FIXED' && box > 0;
  const wanted = shortfall === 0 ? 0 : fixed ? Math.ceil(shortfall / box - 1e-9) * box : shortfall;
  const available = Math.max(0, f.sourceAvailableQty);
  const capped = wanted <= available ? wanted : fixed ? Math.floor(available / box + 1e-9) * box : available;
  const suggested = floorTo(capped, f.uomPrecision);
  return { position, triggered, shortfall, wanted, suggested, sourceShort: suggested < wanted };
}
