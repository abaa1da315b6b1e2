import type { scmSchemas } from '@/shared/api';
import type { SearchOption } from '@/shared/lib/table-query';

export type IqcApplyRow = scmSchemas['schemas']['QmIqcApply'];
export type IqcApplyState = IqcApplyRow['state'];
export type InspectMode = IqcApplyRow['inspectMode'];
export type ModeSource = IqcApplyRow['modeSource'];
export type IqcResult = NonNullable<IqcApplyRow['result']>;
export type IqcDisposition = NonNullable<IqcApplyRow['disposition']>;
export type ApplySourceType = IqcApplyRow['sourceType'];

/** How a state or label shows: its title and an antd Tag preset colour. */
export interface Look {
  label: string;
  color: string;
}

/** 报检单状态 (docs/design/scm-quality.md → IQC 申请): 待检 → 检验中 → 已判定. */
export const APPLY_STATES: Record<IqcApplyState, Look> = {
  WAITING: { label: '待检', color: 'default' },
  INSPECTING: { label: '检验中', color: 'processing' },
  JUDGED: { label: '已判定', color: 'success' },
};

/** 来料检验方式, the values of the supplier configuration's qualityCheckMode. */
export const INSPECT_MODES: Record<InspectMode, Look> = {
  FULL: { label: '全检', color: 'blue' },
  SAMPLE: { label: '抽检', color: 'cyan' },
  EXEMPT: { label: '免检', color: 'green' },
};

/** Where the mode came from: the supplier item's own mode wins over the supplier's configuration. */
export const MODE_SOURCES: Record<ModeSource, string> = {
  SUPPLIER_ITEM: '供应商物料',
  SUPPLIER_CONFIG: '供应商配置',
  MANUAL: '手工指定',
};

export const IQC_RESULTS: Record<IqcResult, Look> = {
  PASS: { label: '合格', color: 'success' },
  REJECT: { label: '不合格', color: 'error' },
};

/** 不合格批的处置. */
export const DISPOSITIONS: Record<IqcDisposition, string> = {
  RETURN: '退货',
  CONCESSION: '特采',
  SORT: '挑选',
  SCRAP: '报废',
};

export const APPLY_SOURCE_TYPES: Record<ApplySourceType, Look> = {
  RECEIPT: { label: '到货收货', color: 'blue' },
  MANUAL: { label: '手工', color: 'default' },
};

/** A label map as a condition's or a select's options, in its order. */
export function lookOptions<K extends string>(looks: Record<K, Look | string>): SearchOption[] {
  return (Object.keys(looks) as K[]).map((value) => {
    const look = looks[value];
    return { value, title: typeof look === 'string' ? look : look.label };
  });
}

/** '免检（供应商物料）': the mode and where it came from. */
export const modeText = (row: Pick<IqcApplyRow, 'inspectMode' | 'modeSource'>) =>
  `${INSPECT_MODES[row.inspectMode].label}（${MODE_SOURCES[row.modeSource]}）`;

/** A 免检 lot is judged 合格 when it is registered: no inspection, no notice (docs/design/scm-quality.md). */
export const isExemptJudged = (row: Pick<IqcApplyRow, 'inspectMode' | 'state'>) =>
  row.inspectMode === 'EXEMPT' && row.state === 'JUDGED';

/** Only a hand-made request still 待检 is edited or deleted (1017111); a receipt's request follows the receipt. */
export const isEditableApply = (row: Pick<IqcApplyRow, 'sourceType' | 'state'>) =>
  row.sourceType === 'MANUAL' && row.state === 'WAITING';
