import type { MfgDefectDetailData } from '@/shared/api';

type Defect = MfgDefectDetailData;

/** 缺陷等级 (KTG's CR/MAJ/MIN) with its tag colour. */
export const DEFECT_LEVELS: Record<Defect['level'], { label: string; color: string }> = {
  CR: { label: '致命', color: 'red' },
  MAJ: { label: '严重', color: 'orange' },
  MIN: { label: '轻微', color: 'gold' },
};

/** 处置方式. */
export const DISPOSALS: Record<NonNullable<Defect['disposal']>, string> = {
  REWORK: '返工',
  REPAIR: '返修',
  SCRAP: '报废',
  CONCESSION: '让步接收',
};

/** 状态: 待处置 → 处置中 (处置) → 已关闭 (关闭). */
export const DEFECT_STATES: Record<Defect['state'], { label: string; badge: 'warning' | 'processing' | 'default' }> = {
  PENDING: { label: '待处置', badge: 'warning' },
  DISPOSING: { label: '处置中', badge: 'processing' },
  CLOSED: { label: '已关闭', badge: 'default' },
};

export const levelOptions = Object.entries(DEFECT_LEVELS).map(([value, { label }]) => ({ value, title: label }));
export const disposalOptions = Object.entries(DISPOSALS).map(([value, title]) => ({ value, title }));
export const stateOptions = Object.entries(DEFECT_STATES).map(([value, { label }]) => ({ value, title: label }));
