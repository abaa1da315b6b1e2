export {
  APPLY_STATES,
  APPLY_SOURCE_TYPES,
  DISPOSITIONS,
  INSPECT_MODES,
  IQC_RESULTS,
  MODE_SOURCES,
  isEditableApply,
  isExemptJudged,
  lookOptions,
  modeText,
  type ApplySourceType,
  type InspectMode as InspectModeValue,
  type IqcApplyRow,
  type IqcApplyState,
  type IqcDisposition,
  type IqcResult,
  type Look,
  type ModeSource,
} from './model/apply-states';
export { IQC_INSPECTION_PATH, inspectionRoute, iqcRouteOf, startInspectionRoute } from './model/iqc-routes';
export { LookTag } from './ui/LookTag';
export { InspectMode } from './ui/InspectMode';
export { DueTime } from './ui/DueTime';
export { plainQty, qtyProblem, type QtyUnit } from './model/lot-quantity';
export { useUnitPrecision } from './api/use-unit-precision';
