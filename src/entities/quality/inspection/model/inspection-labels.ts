import type { scmSchemas } from '@/shared/api';

export type InspectionRow = scmSchemas['schemas']['QmInspection'];
export type InspectionDetail = scmSchemas['schemas']['QmInspectionDetail'];
export type InspectionLine = scmSchemas['schemas']['QmInspectionLine'];
export type InspectionPlan = scmSchemas['schemas']['QmInspectionPlan'];
export type PlanClass = scmSchemas['schemas']['QmPlanClass'];
export type DefectRecord = scmSchemas['schemas']['QmDefectRecord'];
export type InspectionEvent = scmSchemas['schemas']['QmInspectionEvent'];
export type InspectionState = InspectionRow['state'];
export type DispositionState = NonNullable<InspectionRow['dispositionState']>;
export type Concession = NonNullable<InspectionDetail['concession']>;
export type ConcessionState = Concession['state'];
export type EventAction = InspectionEvent['action'];
export type DefectClass = scmSchemas['schemas']['QmDefectClass'];

/** How a state shows: its title and an antd Tag preset colour (as entities/quality/iqc-apply's Look). */
export interface Look {
  label: string;
  color: string;
}

/** The classes' short names, as the tally and the server's refusals say them (严重缺陷 3 已达拒收数 Re 3). */
export const CLASS_NAMES: Record<DefectClass, string> = { CR: '致命', MAJ: '严重', MIN: '轻微' };

/** 检验单状态 (docs/design/scm-quality.md → IQC 检验): 检验中 → 已判定 (read-only from then on). */
export const INSPECTION_STATES: Record<InspectionState, Look> = {
  INSPECTING: { label: '检验中', color: 'processing' },
  JUDGED: { label: '已判定', color: 'success' },
};

/** 处置进度 of a rejected lot. */
export const DISPOSITION_STATES: Record<DispositionState, Look> = {
  PENDING: { label: '待处置', color: 'warning' },
  APPROVING: { label: '特采审批中', color: 'processing' },
  DONE: { label: '已处置', color: 'success' },
};

export const CONCESSION_STATES: Record<ConcessionState, Look> = {
  APPROVING: { label: '审批中', color: 'processing' },
  APPROVED: { label: '已批准', color: 'success' },
  REJECTED: { label: '已驳回', color: 'error' },
};

/** What an event of the inspection was (the events list). */
export const EVENT_ACTIONS: Record<EventAction, string> = {
  START: '开始检验',
  VALUES: '录入检验值',
  DEFECT: '记录缺陷',
  JUDGE: '判定',
  DISPOSE: '处置',
  STOCK: '库存',
  SUPPLIER_LOT: '供应商批次',
  NOTIFY: '通知',
  SWITCH: '严格度转移',
  WARNING: '预警',
  CONCESSION_SUBMIT: '特采提交',
  CONCESSION_APPROVE: '特采批准',
  CONCESSION_REJECT: '特采驳回',
};

/** A cell's or a line's OK / NG. */
export const VALUE_JUDGEMENTS: Record<'OK' | 'NG', Look> = {
  OK: { label: 'OK', color: 'success' },
  NG: { label: 'NG', color: 'error' },
};
