import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { legacyAreaOptions, legacyHouseOptions } from '@/entities/legacy-storage';
import { mdLocationDelete, mdLocationDisable, mdLocationEnable } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { locationColumns, locationConditions, locationSource } from '../model/location-list';

const LocationList = defineListScreen({
  tableId: 'scm.mdLocation',
  permissionPrefix: 'mdLocation',
  source: locationSource,
  columns: locationColumns,
  form: () => import('./location-form').then((m) => m.LocationForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./LocationDetailDrawer').then((m) => m.LocationDetailDrawer),
    },
    'edit',
  ],
  status: { enable: mdLocationEnable, disable: mdLocationDisable, delete: mdLocationDelete },
});

/** 库位（旧版）: the v1 location list, searchable by house and area (the enabled ones the server has). */
export function LocationListPage() {
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
  return <LocationList conditions={conditions} />;
}
