import { sysConfigDetailQueryOptions } from '@/shared/api';
import { defineDetailPanel } from '@/shared/ui/record-detail';
import { categoryTitle, typeTitle, type SysConfig } from '../model/config-list';

/** 系统参数详情: the key, its typed value and its audit stamp. */
export const ConfigDetailDrawer = defineDetailPanel({
  title: '系统参数详情',
  width: 'default',
  columns: 2,
  query: (row: SysConfig) => sysConfigDetailQueryOptions({ query: { id: row.id } }),
  items: (config) => [
    { label: '参数名称', value: config.name },
    { label: '参数编码', value: config.code },
    { label: '值类型', value: typeTitle(config.valueType) },
    { label: '所属分类', value: categoryTitle(config.category) },
    { label: '系统内置', value: config.sysFlag ? '是（编码不可改，不可删除）' : '否', span: 2 },
    { label: '参数值', value: config.value, span: 2 },
    { label: '备注', value: config.remark, span: 2 },
  ],
});
