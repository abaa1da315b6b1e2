import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { userMessageOf } from '@/shared/lib/errors';
import { wipMaterialDelete, wipMaterialDisable, wipMaterialEnable } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { TreeListLayout } from '@/shared/ui/tree-layout';
import { AllTreePanel } from '@/shared/ui/tree-panel';
import { stateFilter, stateTreeFailure, stateTreeQuery } from '../model/state-tree';
import { wipColumns, wipConditions, wipSource, type WipMaterialQuery } from '../model/wip-list';

const WipList = defineListScreen({
  tableId: 'scm.wipMaterial',
  permissionPrefix: 'wipMaterial',
  source: wipSource,
  columns: wipColumns,
  conditions: wipConditions,
  table: { selection: 'checkbox' },
  add: { label: '批量新增', load: () => import('./WipBatchAddModal').then((m) => m.WipBatchAddModal) },
  form: () => import('./wip-edit-form').then((m) => m.WipEditForm),
  status: { enable: wipMaterialEnable, disable: wipMaterialDisable, delete: wipMaterialDelete },
});

/** 在制品物料 (§2.5): the process → state tree under '全部' narrows the list; batch add, edit, state changes. */
export function WipListPage() {
  const [selected, setSelected] = useState<string>();
  const tree = useQuery(stateTreeQuery);
  const extendedParams = useMemo<Partial<WipMaterialQuery> | undefined>(() => {
    const mfgStateId = stateFilter(tree.data ?? [], selected);
    return mfgStateId ? { mfgStateId } : undefined;
  }, [tree.data, selected]);
  return (
    <TreeListLayout
      aside={
        <AllTreePanel
          label="制造状态"
          nodes={tree.data ?? []}
          loading={tree.isPending}
          error={tree.isError ? stateTreeFailure(userMessageOf(tree.error)) : undefined}
          value={selected}
          onChange={setSelected}
        />
      }
    >
      <WipList extendedParams={extendedParams} />
    </TreeListLayout>
  );
}
