export { LegacyMaterialSelector, type LegacyMaterialSelectorProps } from './ui/LegacyMaterialSelector';
export { type LegacyMaterialPicker, type LegacyMaterialRow } from './api/pickers';
