import { LegacyHouseSelect, withLegacyStorageOptions } from '@/entities/legacy-storage';
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
    { dataIndex: 'status', title: '状态', width: 100, dict: 'common_status', filter: true },
    { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true },
    { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
  ],
  // The house: one of the enabled houses the server has (several may be chosen).
  conditions: [
    { key: 'houseId', title: '所属仓库', type: 'select', multiple: true },
    { key: 'code', title: '库区编码', type: 'input' },
    { key: 'name', title: '库区名称', type: 'input' },
    { key: 'areaType', title: '库区类型', type: 'select', dict: 'area_type', multiple: true },
    { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
  ],
  form: {
    houseId: {
      label: '所属仓库',
      kind: 'custom',
      render: ({ value, onChange, onBlur }) => (
        <LegacyHouseSelect id="houseId" value={value} onChange={onChange} onBlur={onBlur} />
      ),
    },
    // The contract's enum keeps the body to the area_type dictionary's values.
    areaType: { label: '库区类型', dict: 'area_type' },
    code: { label: '库区编码' },
    name: { label: '库区名称' },
    remark: { label: '备注', kind: 'textarea', wide: true },
  },
  detail: {
    width: 'default',
    columns: 2,
    items: (area, renderDict) => [
      { label: '所属仓库', value: `${area.houseCode} ${area.houseName}` },
      { label: '库区类型', value: renderDict('area_type', area.areaType) },
      { label: '库区编码', value: area.code },
      { label: '库区名称', value: area.name },
      { label: '库位数', value: area.locationCount },
      { label: '状态', value: renderDict('common_status', area.status) },
      { label: '备注', value: area.remark, span: 2 },
    ],
  },
});

export const AreaListPage = withLegacyStorageOptions(AreaList);
