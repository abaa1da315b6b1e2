import { lazy, Suspense, useMemo, useState } from 'react';
import { DataTable } from '@/shared/ui/data-table';
import { useRefetchList } from '@/shared/ui/record-actions';
import { useRecordForm } from '@/shared/ui/record-form';
import { legacyMaterialActions } from '../model/legacy-material-actions';
import {
  exportLegacyMaterials,
  legacyMaterialColumns,
  legacyMaterialConditions,
  legacyMaterialSource,
  type LegacyMaterial,
  type LegacyMaterialQuery,
} from '../model/legacy-material-list';

// The form (its pickers and rules) and the drawer load when the user opens them.
const LegacyMaterialFormModal = lazy(() => import('./LegacyMaterialFormModal').then((m) => ({ default: m.LegacyMaterialFormModal })));
const LegacyMaterialDetailDrawer = lazy(() => import('./LegacyMaterialDetailDrawer').then((m) => ({ default: m.LegacyMaterialDetailDrawer })));

/** 物料管理（旧版）: the v1 material list; add, edit, detail, state changes, export. */
export function LegacyMaterialListPage() {
  const refetch = useRefetchList(legacyMaterialSource);
  const form = useRecordForm<LegacyMaterial>();
  const [detailId, setDetailId] = useState<string>();
  const rowActions = useMemo(() => legacyMaterialActions({ detail: (m) => setDetailId(m.id), edit: form.edit }, refetch), [form.edit, refetch]);
  return (
    <>
      <DataTable<LegacyMaterial, LegacyMaterialQuery>
        tableId="scm.mdMaterialMgmt"
        permissionPrefix="mdMaterialMgmt"
        columns={legacyMaterialColumns}
        conditions={legacyMaterialConditions}
        source={legacyMaterialSource}
        rowActions={rowActions}
        exportFile={exportLegacyMaterials}
        selection="checkbox"
        onAdd={form.add}
      />
      <Suspense fallback={null}>
        {form.open && <LegacyMaterialFormModal material={form.record} onClose={form.close} />}
        {detailId && <LegacyMaterialDetailDrawer id={detailId} onClose={() => setDetailId(undefined)} />}
      </Suspense>
    </>
  );
}
