import { mfgLineDetailQueryOptions } from '@/shared/api';
import { defineDetailPanel } from '@/shared/ui/record-detail';
import type { MfgLine } from '../model/line-list';

/** 产线详情: the line, its workshop and feed warehouse, and its audit stamp. */
export const LineDetailDrawer = defineDetailPanel({
  title: '产线详情',
  width: 'default',
  columns: 2,
  query: (row: MfgLine) => mfgLineDetailQueryOptions({ query: { id: row.id } }),
  items: (line, renderDict) => [
    { label: '产线编码', value: line.code },
    { label: '产线名称', value: line.name },
    { label: '所属部门', value: line.deptName },
    { label: '投料仓库', value: line.inHouseCode ? `${line.inHouseCode} ${line.houseName ?? ''}` : null },
    { label: '状态', value: renderDict('common_status', line.status) },
    { label: '备注', value: line.remark, span: 2 },
  ],
});
