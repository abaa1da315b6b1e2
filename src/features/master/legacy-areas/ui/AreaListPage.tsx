import { LegacyHouseSelect, withLegacyStorageOptions } from '@/entities/storage/legacy-storage';
import { mdArea } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/** 库区（旧版）: the v1 areas, their house by code and name, the type by the area_type dictionary. */
export const AreaList = defineCrudScreen(mdArea, {
  noun: '库区',
  columns: [
    { dataIndex: 'houseCode', title: '仓库编码', width: 130 },
    { dataIndex: 'houseName', title: '仓库名称', width: 150 },
    { dataIndex: 'code', title: '库区编码', width: 150, hideAble: false, sorter: true },
    { dataIndex: 'name', title: '库区名称', width: 160 },
    { dataIndex: 'areaType', title: '库区类型', width: 110, dict: 'area_type', filter: true },
    { dataIndex: 'locationCount', title: '库位数', width: 90 },
    'status',
    { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true },
    'updateTime',
  ],
  // The house: one of the enabled houses the server has (several may be chosen).
  conditions: [
    { key: 'houseId', title: '所属仓库', type: 'select', multiple: true },
    'code',
    'name',
    'areaType',
    'status',
  ],
  form: {
    houseId: {
      label: '所属仓库',
      kind: 'custom',
      render: (field) => <LegacyHouseSelect {...field} />,
    },
    // The contract's enum keeps the body to the area_type dictionary's values.
    areaType: { dict: 'area_type' },
    code: {},
    name: {},
    remark: { kind: 'textarea', wide: true },
  },
  detail: {
    width: 'default',
    columns: 2,
    items: (area, renderDict) => [
      { label: '所属仓库', value: `${area.houseCode} ${area.houseName}` },
      { label: '库区类型', value: renderDict('area_type', area.areaType) },
      'code',
      'name',
      'locationCount',
      { label: '状态', value: renderDict('common_status', area.status) },
      { label: '备注', value: area.remark, span: 2 },
    ],
  },
});

export const AreaListPage = withLegacyStorageOptions(AreaList);
