import type { StOpeningHouseListData } from '@/shared/api';

/** A warehouse's 上线状态 (docs/design/scm-storage.md → 期初库存). */
export type OpeningHouse = StOpeningHouseListData[number];

/** 已上线 2026-02-01 / 未上线（计划 2026-12-01）/ 未上线. */
export function liveText(house: OpeningHouse): string {
  if (house.live) return `已上线 ${house.liveDate ?? ''}`.trim();
  return house.plannedLiveDate ? `未上线（计划 ${house.plannedLiveDate}）` : '未上线';
}

/** Why a live warehouse's opening stock cannot change any more (1018042, said before anything is tried). */
export function lockedText(house: OpeningHouse): string {
  return `仓库 ${house.houseName} 已于 ${house.liveDate ?? ''} 上线，期初库存已锁定：不能再导入、编辑、过账或冲销期初单，库存只随单据变动。`;
}

/** What 上线 does, said first in its dialog. */
export function goLiveConsequence(house: OpeningHouse): string {
  return `上线后，${house.houseName} 的期初库存锁定：不能再导入、编辑、过账或冲销期初单，库存只随入库、出库、移库等单据变动；上线不能撤销。`;
}

/**
 * What stands in the way of 上线 on a date: no date, a date before today (the opening stock is counted up to it), or
 * opening documents not yet posted (they would be locked unposted).
 */
export function goLiveProblem(house: OpeningHouse, liveDate: string | undefined, today: string): string | undefined {
  if (!liveDate) return '请选择上线日期';
  if (liveDate < today) return `上线日期不能早于今天 ${today}`;
  if (house.draftCount > 0) return `还有 ${house.draftCount} 张未过账的期初单，请先过账或取消后再上线`;
  return undefined;
}
