import { sysPos, sysPosListOperation } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/** 岗位: the enterprise's positions, which users and employees hold; a save refreshes the pickers' list. */
export const PosListPage = defineCrudScreen(sysPos, {
  noun: '岗位',
  columns: [
    { dataIndex: 'code', title: '岗位编码', example: 'PLANNER', hideAble: false, sorter: true },
    { dataIndex: 'name', title: '岗位名称', example: '质量工程师', query: 'input' },
    { dataIndex: 'userCount', title: '在岗人数', align: 'right' },
    'sort',
    'status',
    { dataIndex: 'remark', title: '备注', width: 220, ellipsis: true, hide: 'narrow' },
    'updateTime',
  ],
  conditions: ['name', 'code', 'status'],
  form: {
    code: { placeholder: '字母、数字、- 或 _，如 QE' },
    name: {},
    sort: {},
    remark: { kind: 'textarea', wide: true },
  },
  empty: { sort: 100 },
  alsoRefetch: [sysPosListOperation],
  table: { selection: 'checkbox' },
});
