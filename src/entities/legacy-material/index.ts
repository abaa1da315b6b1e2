export { LegacyMaterialSelector, type LegacyMaterialSelectorProps } from './ui/LegacyMaterialSelector';
export { legacyMaterialSource, type LegacyMaterialPicker, type LegacyMaterialRow } from './api/pickers';
