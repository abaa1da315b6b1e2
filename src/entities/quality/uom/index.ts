export { precisionText, type QmUomRow } from './model/precision';
export { QualityUomSelect, type QualityUomSelectProps } from './ui/QualityUomSelect';
