import { lazy, Suspense, useMemo, useState } from 'react';
import { DataTable } from '@/shared/ui/data-table';
import { useRefetchList } from '@/shared/ui/record-actions';
import { useRecordForm } from '@/shared/ui/record-form';
import { typeActions } from '../model/type-actions';
import { typeColumns, typeConditions, typeSource, type MaterialType, type MaterialTypeQuery } from '../model/type-list';

// The form and the history load when the user opens them.
const TypeFormModal = lazy(() => import('./TypeFormModal').then((m) => ({ default: m.TypeFormModal })));
const TypeHistoryDrawer = lazy(() => import('./TypeHistoryDrawer').then((m) => ({ default: m.TypeHistoryDrawer })));

/** 物料类型 (§7.9): the material types, each of one material category. */
export function TypeListPage() {
  const refetch = useRefetchList(typeSource);
  const form = useRecordForm<MaterialType>();
  const [history, setHistory] = useState<MaterialType>();
  const rowActions = useMemo(() => typeActions({ edit: form.edit, history: setHistory }, refetch), [form.edit, refetch]);
  return (
    <>
      <DataTable<MaterialType, MaterialTypeQuery>
        tableId="scm.cdMaterialType"
        permissionPrefix="cdMaterialType"
        columns={typeColumns}
        conditions={typeConditions}
        source={typeSource}
        rowActions={rowActions}
        onAdd={form.add}
      />
      <Suspense fallback={null}>
        {form.open && <TypeFormModal open type={form.record} onClose={form.close} />}
        {history && <TypeHistoryDrawer type={history} onClose={() => setHistory(undefined)} />}
      </Suspense>
    </>
  );
}
