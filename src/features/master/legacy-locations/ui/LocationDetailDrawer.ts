import { mdLocationDetailQueryOptions } from '@/shared/api';
import { defineDetailPanel } from '@/shared/ui/record-detail';
import type { MdLocation } from '../model/location-list';

/** 库位详情: the location, the house and area it belongs to, its capacity. */
export const LocationDetailDrawer = defineDetailPanel({
  title: '库位详情',
  width: 'default',
  columns: 2,
  query: (row: MdLocation) => mdLocationDetailQueryOptions({ query: { id: row.id } }),
  items: (location, renderDict) => [
    { label: '所属仓库', value: `${location.houseCode} ${location.houseName}` },
    { label: '所属库区', value: `${location.areaCode} ${location.areaName}` },
    { label: '库位编码', value: location.code },
    { label: '库位名称', value: location.name },
    { label: '容量（托）', value: location.capacity },
    { label: '状态', value: renderDict('common_status', location.status) },
    { label: '备注', value: location.remark, span: 2 },
  ],
});
