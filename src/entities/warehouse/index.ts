export { WarehouseSelect, type WarehouseSelectProps } from './ui/WarehouseSelect';
export { useWarehouseConditions, useWarehouses } from './api/warehouse-options';
