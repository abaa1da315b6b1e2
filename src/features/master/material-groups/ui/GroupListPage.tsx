import { materialGroupTreeQuery } from '@/entities/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { GroupTreeTable, TOP_LEVEL_PID, type MaterialGroup } from '@/entities/material-group';
import { cdMaterialGroupTreeOperation } from '@/shared/api';
import { useRefetchList } from '@/shared/ui/record-actions';
import { useRecordForm } from '@/shared/ui/record-form';
import { groupActions } from '../model/group-actions';
import { groupSource } from '../model/group-list';

// The form and the history load when the user opens them.
const GroupFormModal = lazy(() => import('./GroupFormModal').then((m) => ({ default: m.GroupFormModal })));
const GroupHistoryDrawer = lazy(() => import('./GroupHistoryDrawer').then((m) => ({ default: m.GroupHistoryDrawer })));

/** 物料组 (§7.9): the group tree under '全部' on the left; the groups under the chosen one on the right. */
export function GroupListPage() {
  const refetch = useRefetchList(groupSource, cdMaterialGroupTreeOperation);
  const tree = useQuery(materialGroupTreeQuery);
  const [parentId, setParentId] = useState<string>();
  const form = useRecordForm<MaterialGroup>();
  const [history, setHistory] = useState<MaterialGroup>();
  const rowActions = useMemo(() => groupActions({ edit: form.edit, history: setHistory }, refetch), [form.edit, refetch]);
  return (
    <GroupTreeTable
      tableId="scm.cdMaterialGroup"
      permissionPrefix="cdMaterialGroup"
      tree={tree}
      source={groupSource}
      rowActions={rowActions}
      parentId={parentId}
      onParentChange={setParentId}
      onAdd={form.add}
    >
      <Suspense fallback={null}>
        {form.open && <GroupFormModal open group={form.record} pid={parentId ?? TOP_LEVEL_PID} onClose={form.close} />}
        {history && <GroupHistoryDrawer group={history} onClose={() => setHistory(undefined)} />}
      </Suspense>
    </GroupTreeTable>
  );
}
