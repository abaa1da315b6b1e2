import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { legacyHouseOptions } from '@/entities/legacy-storage';
import { mdAreaDelete, mdAreaDisable, mdAreaEnable } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { areaColumns, areaConditions, areaSource } from '../model/area-list';

const AreaList = defineListScreen({
  tableId: 'scm.mdArea',
  permissionPrefix: 'mdArea',
  source: areaSource,
  columns: areaColumns,
  form: () => import('./area-form').then((m) => m.AreaForm),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./AreaDetailDrawer').then((m) => m.AreaDetailDrawer),
    },
    'edit',
  ],
  status: { enable: mdAreaEnable, disable: mdAreaDisable, delete: mdAreaDelete },
});

/** 库区（旧版）: the v1 area list, searchable by house. */
export function AreaListPage() {
  const houses = useQuery(legacyHouseOptions);
  const conditions = useMemo(
    () => areaConditions((houses.data ?? []).map((h) => ({ title: `${h.code} ${h.name}`, value: h.id }))),
    [houses.data],
  );
  return <AreaList conditions={conditions} />;
}
