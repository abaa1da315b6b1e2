import { lazy, Suspense, useMemo } from 'react';
import { useWarehouseConditions } from '@/entities/warehouse';
import { cdFifoDisableDelete } from '@/shared/api';
import { DataTable } from '@/shared/ui/data-table';
import { deleteAction, useRefetchList } from '@/shared/ui/record-actions';
import { useRecordForm } from '@/shared/ui/record-form';
import { fifoColumns, fifoConditions, fifoSource, type FifoDisable, type FifoDisableQuery } from '../model/fifo-list';

// The form (its selectors and rules) loads when the user opens it.
const FifoFormModal = lazy(() => import('./FifoFormModal').then((m) => ({ default: m.FifoFormModal })));

/** 先进先出禁用 (§7.9): materials whose issues skip the FIFO check in a warehouse; added and deleted, never edited. */
export function FifoListPage() {
  const conditions = useWarehouseConditions(fifoConditions);
  const refetch = useRefetchList(fifoSource);
  const form = useRecordForm<FifoDisable>();
  const rowActions = useMemo(() => [deleteAction<FifoDisable>(cdFifoDisableDelete, refetch)], [refetch]);
  return (
    <>
      <DataTable<FifoDisable, FifoDisableQuery>
        tableId="scm.cdFifoDisable"
        permissionPrefix="cdFifoDisable"
        columns={fifoColumns}
        conditions={conditions}
        source={fifoSource}
        rowActions={rowActions}
        onAdd={form.add}
      />
      <Suspense fallback={null}>{form.open && <FifoFormModal open onClose={form.close} />}</Suspense>
    </>
  );
}
