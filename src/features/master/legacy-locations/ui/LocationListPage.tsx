import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { legacyAreaOptions, legacyHouseOptions } from '@/entities/legacy-storage';
import { DataTable } from '@/shared/ui/data-table';
import { useRefetchList } from '@/shared/ui/record-actions';
import { useRecordForm } from '@/shared/ui/record-form';
import { locationActions } from '../model/location-actions';
import { locationColumns, locationConditions, locationSource, type MdLocation, type MdLocationQuery } from '../model/location-list';

// The form and the drawer load when the user opens them.
const LocationFormModal = lazy(() => import('./LocationFormModal').then((m) => ({ default: m.LocationFormModal })));
const LocationDetailDrawer = lazy(() => import('./LocationDetailDrawer').then((m) => ({ default: m.LocationDetailDrawer })));

/** 库位（旧版）: the v1 location list, searchable by house and area. */
export function LocationListPage() {
  const refetch = useRefetchList(locationSource);
  const form = useRecordForm<MdLocation>();
  const [detailId, setDetailId] = useState<string>();
  const houses = useQuery(legacyHouseOptions);
  const areas = useQuery(legacyAreaOptions);
  const conditions = useMemo(
    () =>
      locationConditions({
        houses: (houses.data ?? []).map((h) => ({ title: `${h.code} ${h.name}`, value: h.id })),
        areas: (areas.data ?? []).map((a) => ({ title: `${a.houseName} / ${a.code} ${a.name}`, value: a.id })),
      }),
    [houses.data, areas.data],
  );
  const rowActions = useMemo(() => locationActions({ detail: (location) => setDetailId(location.id), edit: form.edit }, refetch), [form.edit, refetch]);
  return (
    <>
      <DataTable<MdLocation, MdLocationQuery>
        tableId="scm.mdLocation"
        permissionPrefix="mdLocation"
        columns={locationColumns}
        conditions={conditions}
        source={locationSource}
        rowActions={rowActions}
        onAdd={form.add}
      />
      <Suspense fallback={null}>
        {form.open && <LocationFormModal open location={form.record} onClose={form.close} />}
        {detailId && <LocationDetailDrawer id={detailId} onClose={() => setDetailId(undefined)} />}
      </Suspense>
    </>
  );
}
