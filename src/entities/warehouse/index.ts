export { WarehouseIdSelect } from './ui/WarehouseIdSelect';
export { useWarehouseConditions, useWarehouses } from './api/warehouse-options';
