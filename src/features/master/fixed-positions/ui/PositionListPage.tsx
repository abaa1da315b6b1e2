import { useWarehouseConditions } from '@/entities/warehouse';
import { cdFixedPositionDelete } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { positionColumns, positionConditions, positionSource } from '../model/position-list';

const PositionList = defineListScreen({
  tableId: 'scm.cdFixedPosition',
  permissionPrefix: 'cdFixedPosition',
  source: positionSource,
  columns: positionColumns,
  conditions: positionConditions,
  // Added and deleted, never edited.
  add: { load: () => import('./position-form').then((m) => m.PositionForm) },
  remove: cdFixedPositionDelete,
});

/** 固定库位 (§7.9): which location a material is kept in; its search adds 仓库 (the enabled warehouses). */
export function PositionListPage() {
  const conditions = useWarehouseConditions(positionConditions);
  return <PositionList conditions={conditions} />;
}
