import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { GroupTreeTable, legacyGroupTreeQuery, TOP_LEVEL_PID, type MaterialGroup } from '@/entities/material-group';
import { mdGroupTreeOperation } from '@/shared/api';
import { useRefetchList } from '@/shared/ui/record-actions';
import { useRecordForm } from '@/shared/ui/record-form';
import { groupActions } from '../model/group-actions';
import { groupSource } from '../model/group-list';

// The form and the drawer load when the user opens them.
const GroupFormModal = lazy(() => import('./GroupFormModal').then((m) => ({ default: m.GroupFormModal })));
const GroupDetailDrawer = lazy(() => import('./GroupDetailDrawer').then((m) => ({ default: m.GroupDetailDrawer })));

/** 物料组（旧版）: the group tree under '全部' on the left; the groups under the chosen one on the right. */
export function GroupListPage() {
  const refetch = useRefetchList(groupSource, mdGroupTreeOperation);
  const tree = useQuery(legacyGroupTreeQuery);
  const [parentId, setParentId] = useState<string>();
  const form = useRecordForm<MaterialGroup>();
  const [detailId, setDetailId] = useState<string>();
  const rowActions = useMemo(() => groupActions({ detail: (group) => setDetailId(group.id), edit: form.edit }, refetch), [form.edit, refetch]);
  return (
    <GroupTreeTable
      tableId="scm.mdGroup"
      permissionPrefix="mdGroup"
      tree={tree}
      source={groupSource}
      rowActions={rowActions}
      parentId={parentId}
      onParentChange={setParentId}
      onAdd={form.add}
    >
      <Suspense fallback={null}>
        {form.open && <GroupFormModal open group={form.record} pid={parentId ?? TOP_LEVEL_PID} onClose={form.close} />}
        {detailId && <GroupDetailDrawer id={detailId} onClose={() => setDetailId(undefined)} />}
      </Suspense>
    </GroupTreeTable>
  );
}
