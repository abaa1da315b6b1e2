export {
  CLASS_NAMES,
  CONCESSION_STATES,
  DISPOSITION_STATES,
  EVENT_ACTIONS,
  INSPECTION_STATES,
  VALUE_JUDGEMENTS,
  type Concession,
  type ConcessionState,
  type DefectClass,
  type DefectRecord,
  type DispositionState,
  type EventAction,
  type InspectionDetail,
  type InspectionEvent,
  type InspectionLine,
  type InspectionPlan,
  type InspectionRow,
  type InspectionState,
  type Look,
  type PlanClass,
} from './model/inspection-labels';
export { reachedReText, tallyOf, verdictOf, type TallyRow } from './model/tally';
export { judgementProblem, type JudgeResult } from './model/judgement';
export { DISPOSE_KINDS, sortProblem, type DisposeKind } from './model/disposition';
export { cellJudgement, limitsText, ngReason } from './model/cell-judgement';
export { defectProblems, type DefectValues } from './model/defect-form';
export { DefectRecordDialog, type DefectRecordDialogProps } from './ui/DefectRecordDialog';
export { DispositionTag } from './ui/DispositionTag';
export { INSPECTION_VALUES_PATH, inspectionValuesRoute } from './model/values-route';
