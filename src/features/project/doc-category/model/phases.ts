import type { PmDocCategoryListData } from '@/shared/api';

type PhaseCode = PmDocCategoryListData[number]['requiredPhaseCodes'][number];

/** The stage-gate phases (PmDocCategoryPhaseCode), in order, as the project list names them. */
export const PHASES = [
  { value: 'P0', title: 'P0 立项' },
  { value: 'P1', title: 'P1 概念' },
  { value: 'P2', title: 'P2 计划' },
  { value: 'P3', title: 'P3 设计开发' },
  { value: 'P4', title: 'P4 验证' },
  { value: 'P5', title: 'P5 试产' },
  { value: 'P6', title: 'P6 量产' },
] as const satisfies readonly { value: PhaseCode; title: string }[];

export const PHASE_CODES = ['P0', 'P1', 'P2', 'P3', 'P4', 'P5', 'P6'] as const satisfies readonly PhaseCode[];
