export { LegacyAreaSelect, LegacyHouseSelect } from './ui/StorageSelects';
export { withLegacyStorageOptions } from './ui/with-storage-options';
