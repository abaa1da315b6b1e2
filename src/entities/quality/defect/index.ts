export {
  DEFECT_CLASSES,
  DEFECT_CLASS_OPTIONS,
  defectClassText,
  type DefectClass,
  type QmDefectRow,
} from './model/defect-classes';
export { DefectClassTag } from './ui/DefectClassTag';
export { DefectCodeSelect, type DefectCodeSelectProps } from './ui/DefectCodeSelect';
