import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { MaterialGroupTreePanel } from '@/entities/material';
import {
  cdMaterialDelete,
  cdMaterialDisable,
  cdMaterialEnable,
  cdMaterialGroupTreeOperation,
  cdMaterialTypeListQueryOptions,
} from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { TreeListLayout } from '@/shared/ui/tree-layout';
import {
  exportMaterials,
  materialColumns,
  materialConditions,
  materialSource,
  type MaterialQuery,
} from '../model/material-list';
import { MATERIAL_DETAIL_PATH } from '../config/paths';

const MaterialList = defineListScreen({
  tableId: 'scm.cdMaterial',
  permissionPrefix: 'cdMaterial',
  source: materialSource,
  // The group tree shows how many materials each group holds.
  alsoRefetch: [cdMaterialGroupTreeOperation],
  columns: materialColumns,
  table: { exportFile: exportMaterials, selection: 'checkbox' },
  form: () => import('./material-form').then((m) => m.MaterialForm),
  rowActions: [
    { kind: 'link', action: 'detail', title: '详情', to: (material) => `${MATERIAL_DETAIL_PATH}?id=${material.id}` },
    'edit',
  ],
  status: { enable: cdMaterialEnable, disable: cdMaterialDisable, delete: cdMaterialDelete },
});

const typeQuery = cdMaterialTypeListQueryOptions({ body: { status: '0' } });

/** 物料 (§2.5 master, §7.9): the group tree under '全部' narrows the list; add, edit, detail, state changes, export. */
export function MaterialListPage() {
  const [groupId, setGroupId] = useState<string>();
  const types = useQuery(typeQuery);
  const conditions = useMemo(
    () => materialConditions((types.data ?? []).map((t) => ({ title: t.name, value: t.id }))),
    [types.data],
  );
  const extendedParams = useMemo<Partial<MaterialQuery> | undefined>(
    () => (groupId ? { groupId } : undefined),
    [groupId],
  );
  return (
    <TreeListLayout aside={<MaterialGroupTreePanel value={groupId} onChange={setGroupId} />}>
      <MaterialList conditions={conditions} extendedParams={extendedParams} />
    </TreeListLayout>
  );
}
