import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { legacyHouseOptions } from '@/entities/legacy-storage';
import { DataTable } from '@/shared/ui/data-table';
import { useRefetchList } from '@/shared/ui/record-actions';
import { useRecordForm } from '@/shared/ui/record-form';
import { areaActions } from '../model/area-actions';
import { areaColumns, areaConditions, areaSource, type MdArea, type MdAreaQuery } from '../model/area-list';

// The form and the drawer load when the user opens them.
const AreaFormModal = lazy(() => import('./AreaFormModal').then((m) => ({ default: m.AreaFormModal })));
const AreaDetailDrawer = lazy(() => import('./AreaDetailDrawer').then((m) => ({ default: m.AreaDetailDrawer })));

/** 库区（旧版）: the v1 area list, searchable by house. */
export function AreaListPage() {
  const refetch = useRefetchList(areaSource);
  const form = useRecordForm<MdArea>();
  const [detailId, setDetailId] = useState<string>();
  const houses = useQuery(legacyHouseOptions);
  const conditions = useMemo(() => areaConditions((houses.data ?? []).map((h) => ({ title: `${h.code} ${h.name}`, value: h.id }))), [houses.data]);
  const rowActions = useMemo(() => areaActions({ detail: (area) => setDetailId(area.id), edit: form.edit }, refetch), [form.edit, refetch]);
  return (
    <>
      <DataTable<MdArea, MdAreaQuery>
        tableId="scm.mdArea"
        permissionPrefix="mdArea"
        columns={areaColumns}
        conditions={conditions}
        source={areaSource}
        rowActions={rowActions}
        onAdd={form.add}
      />
      <Suspense fallback={null}>
        {form.open && <AreaFormModal open area={form.record} onClose={form.close} />}
        {detailId && <AreaDetailDrawer id={detailId} onClose={() => setDetailId(undefined)} />}
      </Suspense>
    </>
  );
}
