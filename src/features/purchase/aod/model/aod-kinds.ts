import type { PoAodRow } from '@/entities/purchase-order';
import type { SearchOption } from '@/shared/lib/table-query';

export type AodKind = PoAodRow['kind'];
export type AodSide = PoAodRow['applicantSide'];

/** 类型: deliver earlier than allowed, or later than required. */
export const AOD_KINDS: Record<AodKind, string> = { ADVANCE: '提前', DELAY: '延期' };
/** 申请方: our buyer, or the supplier through the collaboration portal. */
export const AOD_SIDES: Record<AodSide, string> = { BUYER: '采购方', SUPPLIER: '供应商' };

const optionsOf = <K extends string>(titles: Record<K, string>): SearchOption[] =>
  (Object.keys(titles) as K[]).map((value) => ({ value, title: titles[value] }));

export const AOD_KIND_OPTIONS = optionsOf(AOD_KINDS);
export const AOD_SIDE_OPTIONS = optionsOf(AOD_SIDES);
