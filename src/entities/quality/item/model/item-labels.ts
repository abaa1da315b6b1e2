import type { scmSchemas } from '@/shared/api';
import type { SearchOption } from '@/shared/lib/table-query';

export type QmItemRow = scmSchemas['schemas']['QmItem'];
export type QmItemType = scmSchemas['schemas']['QmItemType'];
export type QmValueType = scmSchemas['schemas']['QmValueType'];

/** 检验项目类型 (docs/design/scm-quality.md → 检验项目); a defect code names the type of item it is found by. */
export const ITEM_TYPES: Record<QmItemType, string> = {
  DIMENSION: '尺寸',
  APPEARANCE: '外观',
  WEIGHT: '重量',
  PERFORMANCE: '性能',
  COMPOSITION: '成分',
};

/** 定量: measured values judged against limits; 定性: each sample judged 合格 / 不合格. */
export const VALUE_TYPES: Record<QmValueType, string> = { QUANTITATIVE: '定量', QUALITATIVE: '定性' };

const optionsOf = (labels: Record<string, string>): SearchOption[] =>
  Object.entries(labels).map(([value, title]) => ({ value, title }));

export const ITEM_TYPE_OPTIONS = optionsOf(ITEM_TYPES);
export const VALUE_TYPE_OPTIONS = optionsOf(VALUE_TYPES);
