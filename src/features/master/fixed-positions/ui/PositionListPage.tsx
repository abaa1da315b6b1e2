import { lazy, Suspense, useMemo } from 'react';
import { useWarehouseConditions } from '@/entities/warehouse';
import { cdFixedPositionDelete } from '@/shared/api';
import { DataTable } from '@/shared/ui/data-table';
import { deleteAction, useRefetchList } from '@/shared/ui/record-actions';
import { useRecordForm } from '@/shared/ui/record-form';
import { positionColumns, positionConditions, positionSource, type FixedPosition, type FixedPositionQuery } from '../model/position-list';

// The form (its selectors and rules) loads when the user opens it.
const PositionFormModal = lazy(() => import('./PositionFormModal').then((m) => ({ default: m.PositionFormModal })));

/** 固定库位 (§7.9): which location a material is kept in; added and deleted, never edited. */
export function PositionListPage() {
  const conditions = useWarehouseConditions(positionConditions);
  const refetch = useRefetchList(positionSource);
  const form = useRecordForm<FixedPosition>();
  const rowActions = useMemo(() => [deleteAction<FixedPosition>(cdFixedPositionDelete, refetch)], [refetch]);
  return (
    <>
      <DataTable<FixedPosition, FixedPositionQuery>
        tableId="scm.cdFixedPosition"
        permissionPrefix="cdFixedPosition"
        columns={positionColumns}
        conditions={conditions}
        source={positionSource}
        rowActions={rowActions}
        onAdd={form.add}
      />
      <Suspense fallback={null}>{form.open && <PositionFormModal open onClose={form.close} />}</Suspense>
    </>
  );
}
