import { pmMdRole } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/** 项目角色: list, add, edit, enable/disable, delete (a disabled one; one in use is refused by the server). */
export const RoleListPage = defineCrudScreen(pmMdRole, {
  noun: '项目角色',
  columns: [
    { dataIndex: 'code', title: '项目角色编码', example: 'PM', hideAble: false, sorter: true },
    { dataIndex: 'name', title: '项目角色名称', example: '硬件工程师' },
    { dataIndex: 'description', title: '职责', width: 320, ellipsis: true },
    'sort',
    'status',
    'updateTime',
  ],
  conditions: ['name', 'code', 'status'],
  form: {
    code: { placeholder: '字母、数字、“-”和“_”，如 PM' },
    name: {},
    sort: { placeholder: '0–9999，越小越靠前' },
    description: { kind: 'textarea', wide: true },
  },
});
