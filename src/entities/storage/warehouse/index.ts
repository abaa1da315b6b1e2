export { WarehouseSelect, type WarehouseSelectProps } from './ui/WarehouseSelect';
export { withWarehouseCondition } from './ui/with-warehouse-condition';
