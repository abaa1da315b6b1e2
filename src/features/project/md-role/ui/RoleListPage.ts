import { pmMdRole } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/** 项目角色: list, add, edit, enable/disable, delete (a disabled one; one in use is refused by the server). */
export const RoleListPage = defineCrudScreen(pmMdRole, {
  noun: '项目角色',
  columns: [
    { dataIndex: 'code', title: '项目角色编码', example: 'PM', hideAble: false, sorter: true },
    { dataIndex: 'name', title: '项目角色名称', example: '硬件工程师' },
    { dataIndex: 'description', title: '职责', width: 320, ellipsis: true },
    { dataIndex: 'sort', title: '排序', align: 'right', example: '9999', sorter: true },
    { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
    { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
  ],
  conditions: [
    { key: 'name', title: '项目角色名称', type: 'input' },
    { key: 'code', title: '项目角色编码', type: 'input' },
    { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
  ],
  form: {
    code: { label: '项目角色编码', placeholder: '字母、数字、“-”和“_”，如 PM' },
    name: { label: '项目角色名称' },
    sort: { label: '排序', placeholder: '0–9999，越小越靠前' },
    description: { label: '职责', kind: 'textarea', wide: true },
  },
});
