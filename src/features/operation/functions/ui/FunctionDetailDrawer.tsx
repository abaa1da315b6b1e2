import { idpFunctionDetailQueryOptions } from '@/shared/api';
import { defineDetailPanel } from '@/shared/ui/record-detail';
import { IconByName } from '@/shared/ui/icon';
import type { FunctionRow } from '../model/function-list';
import { FUNCTION_TYPES } from '../model/function-rules';

const yesNo = (value: boolean) => (value ? '是' : '否');

/** 平台功能详情: the route fields a menu is built from, its permission and audit stamp. */
export const FunctionDetailDrawer = defineDetailPanel({
  title: '平台功能详情',
  width: 'default',
  columns: 2,
  query: (row: FunctionRow) => idpFunctionDetailQueryOptions({ query: { id: row.id } }),
  items: (fn, renderDict) => [
    { label: '功能名称', value: fn.name },
    { label: '功能编码', value: fn.code },
    { label: '所属产品', value: fn.productName },
    { label: '类型', value: FUNCTION_TYPES.find((t) => t.value === fn.type)?.title ?? fn.type },
    { label: '路由地址', value: fn.path },
    { label: '组件', value: fn.component },
    { label: '重定向地址', value: fn.redirect },
    { label: '外链地址', value: fn.link },
    {
      label: '图标',
      value: fn.icon ? (
        <span>
          <IconByName name={fn.icon} /> {fn.icon}
        </span>
      ) : null,
    },
    { label: '权限标识', value: fn.permission },
    { label: '排序', value: fn.sort },
    { label: '在菜单中显示', value: yesNo(fn.visible) },
    { label: '缓存页面', value: yesNo(fn.keepAlive) },
    { label: '状态', value: renderDict('common_status', fn.status) },
    { label: '备注', value: fn.remark, span: 2 },
  ],
});
