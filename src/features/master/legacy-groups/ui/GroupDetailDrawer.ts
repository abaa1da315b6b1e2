import { mdGroupDetailQueryOptions } from '@/shared/api';
import type { MaterialGroup } from '@/entities/material-group';
import { defineDetailPanel } from '@/shared/ui/record-detail';

/** 物料组详情: the group, its parent and its place among its siblings. */
export const GroupDetailDrawer = defineDetailPanel({
  title: '物料组详情',
  width: 'default',
  columns: 2,
  query: (row: MaterialGroup) => mdGroupDetailQueryOptions({ query: { id: row.id } }),
  items: (group, renderDict) => [
    { label: '物料组编码', value: group.code },
    { label: '物料组名称', value: group.name },
    { label: '上级物料组', value: group.pname ?? '顶级' },
    { label: '排序', value: group.sort },
    { label: '状态', value: renderDict('common_status', group.status) },
    { label: '备注', value: group.remark, span: 2 },
  ],
});
