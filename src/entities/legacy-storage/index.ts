export { legacyAreaOptions, legacyHouseOptions } from './api/storage-options';
export { LegacyAreaSelect, LegacyHouseSelect } from './ui/StorageSelects';
