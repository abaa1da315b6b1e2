import { sysPos, sysPosListOperation } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/** 岗位: the enterprise's positions, which users and employees hold; a save refreshes the pickers' list. */
export const PosListPage = defineCrudScreen(sysPos, {
  noun: '岗位',
  columns: [
    { dataIndex: 'code', title: '岗位编码', example: 'PLANNER', hideAble: false, sorter: true },
    { dataIndex: 'name', title: '岗位名称', example: '质量工程师', query: 'input' },
    { dataIndex: 'userCount', title: '在岗人数', align: 'right' },
    { dataIndex: 'sort', title: '排序', sorter: true },
    { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
    { dataIndex: 'remark', title: '备注', width: 220, ellipsis: true, hide: 'narrow' },
    { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
  ],
  conditions: [
    { key: 'name', title: '岗位名称', type: 'input' },
    { key: 'code', title: '岗位编码', type: 'input' },
    { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
  ],
  form: {
    code: { label: '岗位编码', placeholder: '字母、数字、- 或 _，如 QE' },
    name: { label: '岗位名称' },
    sort: { label: '排序' },
    remark: { label: '备注', kind: 'textarea', wide: true },
  },
  empty: { sort: 100 },
  alsoRefetch: [sysPosListOperation],
  table: { selection: 'checkbox' },
});
