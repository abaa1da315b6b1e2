import { roundQty } from './figures';

/**
 * 采购入库's arithmetic (docs/design/scm-storage.md → 采购入库): what a judged receipt line may still put away, and the
 * location suggested for it.
 */
export interface PutawaySourceQty {
  /** 合格数 (or 特采数) of the lot. */
  acceptedQty: number;
  /** 已上架 (other put-away documents, posted or not). */
  putawayQty: number;
  uomPrecision: number;
}

/** 可上架 = 合格数（或特采数）− 已上架, never below 0. */
export function putawayableQty(source: PutawaySourceQty): number {
  return Math.max(0, roundQty(source.acceptedQty - source.putawayQty, source.uomPrecision));
}

/** 1018111 as the server says it: 上架数量 3000 超过可上架 2800（合格 2800，已上架 0）. */
export function putawayQtyProblem(qty: number, source: PutawaySourceQty): string | undefined {
  const limit = putawayableQty(source);
  if (qty <= limit) return undefined;
  return `上架数量 ${qty} 超过可上架 ${limit}（合格 ${source.acceptedQty}，已上架 ${source.putawayQty}）`;
}

export type SuggestReason = 'FIXED' | 'LAST';

/** Where the material goes: its fixed location (with its limit and what is there) and where it was last put away. */
export interface PutawayPlaces {
  fixedLocationId?: string | null;
  fixedLocationCode?: string | null;
  fixedMaxQty?: number | null;
  fixedOnHandQty?: number | null;
  lastLocationId?: string | null;
  lastLocationCode?: string | null;
  uomPrecision: number;
}

export interface Suggestion {
  locationId: string;
  locationCode: string;
  reason: SuggestReason;
}

/**
 * The suggested 上架库位: the fixed location when its 上限 − 在库 holds the quantity (no limit holds anything), else
 * the last location of the material in this warehouse, else none (the keeper picks).
 */
export function suggestLocation(places: PutawayPlaces, qty: number): Suggestion | undefined {
  if (places.fixedLocationId && places.fixedLocationCode) {
    const room =
      places.fixedMaxQty === null || places.fixedMaxQty === undefined
        ? Infinity
        : roundQty(places.fixedMaxQty - (places.fixedOnHandQty ?? 0), places.uomPrecision);
    if (room >= qty)
      return { locationId: places.fixedLocationId, locationCode: places.fixedLocationCode, reason: 'FIXED' };
  }
  if (places.lastLocationId && places.lastLocationCode)
    return { locationId: places.lastLocationId, locationCode: places.lastLocationCode, reason: 'LAST' };
  return undefined;
}

export const SUGGEST_REASONS: Record<SuggestReason, string> = { FIXED: '固定库位', LAST: '上次库位' };

/** The reason shown beside the location: 固定库位 A-01-01 / 上次库位 B-01-01. */
export const suggestionText = (suggestion: Pick<Suggestion, 'locationCode' | 'reason'>) =>
  `${SUGGEST_REASONS[suggestion.reason]} ${suggestion.locationCode}`;
