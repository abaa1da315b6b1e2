import type { scmSchemas } from '@/shared/api';
import type { SearchOption } from '@/shared/lib/table-query';

export type QmDefectRow = scmSchemas['schemas']['QmDefect'];
export type DefectClass = scmSchemas['schemas']['QmDefectClass'];

/**
 * 缺陷等级 (GB/T 2828.1's classes of nonconformity): which Ac / Re a recorded defect counts against. Colours run
 * from the worst: red, orange, blue.
 */
export const DEFECT_CLASSES: Record<DefectClass, { label: string; color: string }> = {
  CR: { label: '致命', color: 'red' },
  MAJ: { label: '严重', color: 'orange' },
  MIN: { label: '轻微', color: 'blue' },
};

/** 'CR 致命', as the issue names the classes. */
export const defectClassText = (defectClass: DefectClass) => `${defectClass} ${DEFECT_CLASSES[defectClass].label}`;

export const DEFECT_CLASS_OPTIONS: SearchOption[] = (Object.keys(DEFECT_CLASSES) as DefectClass[]).map((value) => ({
  value,
  title: defectClassText(value),
}));
