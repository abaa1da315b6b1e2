import type { scmSchemas } from '@/shared/api';
import type { SearchOption } from '@/shared/lib/table-query';

export type QmStandardRow = scmSchemas['schemas']['QmStandard'];
export type QmStandardDetail = scmSchemas['schemas']['QmStandardDetail'];
export type StandardState = scmSchemas['schemas']['QmStandardState'];

/** 版本状态 (docs/design/scm-quality.md → 检验标准): 草稿 → 待生效 / 生效 → 已失效. */
export const STANDARD_STATES: Record<StandardState, { label: string; color: string }> = {
  DRAFT: { label: '草稿', color: 'default' },
  PENDING: { label: '待生效', color: 'processing' },
  ACTIVE: { label: '生效', color: 'success' },
  ARCHIVED: { label: '已失效', color: 'default' },
};

export const STANDARD_STATE_OPTIONS: SearchOption[] = (Object.keys(STANDARD_STATES) as StandardState[]).map(
  (value) => ({ value, title: STANDARD_STATES[value].label }),
);

/** A version number as shown: V1, V2… */
export const versionText = (version: number) => `V${version}`;
