import { mdAreaDetailQueryOptions } from '@/shared/api';
import { defineDetailPanel } from '@/shared/ui/record-detail';
import type { MdArea } from '../model/area-list';

/** 库区详情: the area, its house and how many locations it holds. */
export const AreaDetailDrawer = defineDetailPanel({
  title: '库区详情',
  width: 'default',
  columns: 2,
  query: (row: MdArea) => mdAreaDetailQueryOptions({ query: { id: row.id } }),
  items: (area, renderDict) => [
    { label: '所属仓库', value: `${area.houseCode} ${area.houseName}` },
    { label: '库区类型', value: renderDict('area_type', area.areaType) },
    { label: '库区编码', value: area.code },
    { label: '库区名称', value: area.name },
    { label: '库位数', value: area.locationCount },
    { label: '状态', value: renderDict('common_status', area.status) },
    { label: '备注', value: area.remark, span: 2 },
  ],
});
