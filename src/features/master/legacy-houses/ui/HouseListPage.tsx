import { lazy, Suspense, useMemo, useState } from 'react';
import { DataTable } from '@/shared/ui/data-table';
import { useRefetchList } from '@/shared/ui/record-actions';
import { useRecordForm } from '@/shared/ui/record-form';
import { houseActions } from '../model/house-actions';
import { houseColumns, houseConditions, houseSource, type MdHouse, type MdHouseQuery } from '../model/house-list';

// The form and the drawer load when the user opens them.
const HouseFormModal = lazy(() => import('./HouseFormModal').then((m) => ({ default: m.HouseFormModal })));
const HouseDetailDrawer = lazy(() => import('./HouseDetailDrawer').then((m) => ({ default: m.HouseDetailDrawer })));

/** 仓库（旧版）: the v1 house list. */
export function HouseListPage() {
  const refetch = useRefetchList(houseSource);
  const form = useRecordForm<MdHouse>();
  const [detailId, setDetailId] = useState<string>();
  const rowActions = useMemo(() => houseActions({ detail: (house) => setDetailId(house.id), edit: form.edit }, refetch), [form.edit, refetch]);
  return (
    <>
      <DataTable<MdHouse, MdHouseQuery>
        tableId="scm.mdHouse"
        permissionPrefix="mdHouse"
        columns={houseColumns}
        conditions={houseConditions}
        source={houseSource}
        rowActions={rowActions}
        onAdd={form.add}
      />
      <Suspense fallback={null}>
        {form.open && <HouseFormModal open house={form.record} onClose={form.close} />}
        {detailId && <HouseDetailDrawer id={detailId} onClose={() => setDetailId(undefined)} />}
      </Suspense>
    </>
  );
}
