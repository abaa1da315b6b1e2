import type { Look } from '@/entities/quality/iqc-apply';
import type { scmSchemas } from '@/shared/api';

export type RewWarningRow = scmSchemas['schemas']['QmRewWarning'];
export type RewWarningDetail = scmSchemas['schemas']['QmRewWarningDetail'];
export type RewWarningLot = scmSchemas['schemas']['QmRewWarningLot'];
export type WarningState = RewWarningRow['state'];

/** 预警状态 (docs/design/scm-quality.md → REW 预警): 未处理 → 已确认 → 已关闭. */
export const WARNING_STATES: Record<WarningState, Look> = {
  OPEN: { label: '未处理', color: 'error' },
  ACKNOWLEDGED: { label: '已确认', color: 'processing' },
  CLOSED: { label: '已关闭', color: 'default' },
};

/** 确认 of several: only the warnings still 未处理 are sent (the others stay as they are). */
export const openIds = (rows: readonly Pick<RewWarningRow, 'id' | 'state'>[]) =>
  rows.filter((row) => row.state === 'OPEN').map((row) => row.id);

/** A warning is closed from 未处理 or 已确认, with the action taken (1017204 once closed). */
export const isClosable = (row: Pick<RewWarningRow, 'state'>) => row.state !== 'CLOSED';

/** What the warning is about: the supplier, and the material where it is per material. */
export const objectText = (row: Pick<RewWarningRow, 'supplierName' | 'materialCode' | 'materialName'>) =>
  row.materialCode ? `${row.supplierName} × ${row.materialCode} ${row.materialName ?? ''}`.trim() : row.supplierName;
