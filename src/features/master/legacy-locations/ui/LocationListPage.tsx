import { withLegacyStorageOptions } from '@/entities/storage/legacy-storage';
import { mdLocation } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/** 库位（旧版）: the v1 locations with their house and area, the capacity in pallets. */
const LocationList = defineCrudScreen(mdLocation, {
  noun: '库位',
  columns: [
    { dataIndex: 'houseName', title: '所属仓库', width: 150 },
    { dataIndex: 'areaCode', title: '库区编码', width: 140 },
    { dataIndex: 'areaName', title: '库区名称', width: 140 },
    { dataIndex: 'code', title: '库位编码', width: 130, hideAble: false, sorter: true },
    { dataIndex: 'name', title: '库位名称', width: 200, ellipsis: true },
    { dataIndex: 'capacity', title: '容量（托）', width: 100 },
    'status',
    { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true },
    'updateTime',
  ],
  // The house and the areas: the enabled ones the server has.
  conditions: [
    { key: 'houseId', title: '所属仓库', type: 'select' },
    { key: 'areaId', title: '所属库区', type: 'select', multiple: true },
    'code',
    'name',
    'status',
  ],
  // Its own dialog: the form holds the house, which narrows the areas and is not sent.
  editor: () => import('./LocationForm').then((m) => m.LocationForm),
  detail: {
    width: 'default',
    columns: 2,
    items: (location, renderDict) => [
      { label: '所属仓库', value: `${location.houseCode} ${location.houseName}` },
      { label: '所属库区', value: `${location.areaCode} ${location.areaName}` },
      'code',
      'name',
      'capacity',
      { label: '状态', value: renderDict('common_status', location.status) },
      { label: '备注', value: location.remark, span: 2 },
    ],
  },
});

export const LocationListPage = withLegacyStorageOptions(LocationList);
