import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { userMessageOf } from '@/shared/lib/errors';
import { DataTable } from '@/shared/ui/data-table';
import { useRefetchList } from '@/shared/ui/record-actions';
import { TreeListLayout } from '@/shared/ui/tree-layout';
import { AllTreePanel } from '@/shared/ui/tree-panel';
import { stateFilter, stateTreeFailure, stateTreeQuery } from '../model/state-tree';
import { wipActions } from '../model/wip-actions';
import { wipColumns, wipConditions, wipSource, type WipMaterial, type WipMaterialQuery } from '../model/wip-list';

// The forms (pickers and rules) load when the user opens them.
const WipEditModal = lazy(() => import('./WipEditModal').then((m) => ({ default: m.WipEditModal })));
const WipBatchAddModal = lazy(() => import('./WipBatchAddModal').then((m) => ({ default: m.WipBatchAddModal })));

/** 在制品物料 (§2.5): the process → state tree under '全部' narrows the list; batch add, edit, state changes. */
export function WipListPage() {
  const refetch = useRefetchList(wipSource);
  const [selected, setSelected] = useState<string>();
  const [editing, setEditing] = useState<WipMaterial>();
  const [adding, setAdding] = useState(false);
  const tree = useQuery(stateTreeQuery);
  const extendedParams = useMemo<Partial<WipMaterialQuery> | undefined>(() => {
    const mfgStateId = stateFilter(tree.data ?? [], selected);
    return mfgStateId ? { mfgStateId } : undefined;
  }, [tree.data, selected]);
  const rowActions = useMemo(() => wipActions(setEditing, refetch), [refetch]);
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
      <DataTable<WipMaterial, WipMaterialQuery>
        tableId="scm.wipMaterial"
        permissionPrefix="wipMaterial"
        columns={wipColumns}
        conditions={wipConditions}
        source={wipSource}
        extendedParams={extendedParams}
        rowActions={rowActions}
        selection="checkbox"
        onAdd={() => setAdding(true)} addLabel="批量新增"
      />
      <Suspense fallback={null}>
        {editing && <WipEditModal row={editing} onClose={() => setEditing(undefined)} />}
        {adding && <WipBatchAddModal onClose={() => setAdding(false)} />}
      </Suspense>
    </TreeListLayout>
  );
}
