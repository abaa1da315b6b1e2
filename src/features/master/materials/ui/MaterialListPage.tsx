import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MaterialGroupTreePanel } from '@/entities/material';
import { cdMaterialTypeListQueryOptions } from '@/shared/api';
import { DataTable } from '@/shared/ui/data-table';
import { useRefetchList } from '@/shared/ui/record-actions';
import { useRecordForm } from '@/shared/ui/record-form';
import { TreeListLayout } from '@/shared/ui/tree-layout';
import { materialActions } from '../model/material-actions';
import { exportMaterials, materialColumns, materialConditions, materialSource, type Material, type MaterialQuery } from '../model/material-list';
import { MATERIAL_DETAIL_PATH } from '../config/paths';

// The form (its pickers and rules) loads when the user opens it.
const MaterialFormModal = lazy(() => import('./MaterialFormModal').then((m) => ({ default: m.MaterialFormModal })));

const typeQuery = cdMaterialTypeListQueryOptions({ body: { status: '0' } });

/** 物料 (§2.5 master, §7.9): the group tree under '全部' narrows the list; add, edit, detail, state changes, export. */
export function MaterialListPage() {
  const navigate = useNavigate();
  const refetch = useRefetchList(materialSource);
  const form = useRecordForm<Material>();
  const [groupId, setGroupId] = useState<string>();
  const types = useQuery(typeQuery);
  const conditions = useMemo(() => materialConditions((types.data ?? []).map((t) => ({ title: t.name, value: t.id }))), [types.data]);
  const extendedParams = useMemo<Partial<MaterialQuery> | undefined>(() => (groupId ? { groupId } : undefined), [groupId]);
  const rowActions = useMemo(
    () => materialActions({ detail: (m) => void navigate(`${MATERIAL_DETAIL_PATH}?id=${m.id}`), edit: form.edit }, refetch),
    [navigate, form.edit, refetch],
  );
  return (
    <TreeListLayout
      aside={<MaterialGroupTreePanel value={groupId} onChange={setGroupId} />}
    >
      <DataTable<Material, MaterialQuery>
        tableId="scm.cdMaterial"
        permissionPrefix="cdMaterial"
        columns={materialColumns}
        conditions={conditions}
        source={materialSource}
        extendedParams={extendedParams}
        rowActions={rowActions}
        exportFile={exportMaterials}
        selection="checkbox"
        onAdd={form.add}
      />
      <Suspense fallback={null}>{form.open && <MaterialFormModal material={form.record} onClose={form.close} />}</Suspense>
    </TreeListLayout>
  );
}
