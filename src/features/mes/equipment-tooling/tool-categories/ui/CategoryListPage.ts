import { mfgToolCategoryDisable, mfgToolCategoryEnable, mfgToolCategoryListOperation } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/list-screen';
import { categoryColumns, categoryConditions, categorySource } from '../model/category-list';

/** 工装类别 (mes.mfgToolCategory): a tree table of tool categories with how their life is managed and maintained. */
export const ToolCategoryListPage = defineListScreen({
  tableId: 'mes.mfgToolCategory',
  permissionPrefix: 'mfgToolCategory',
  source: categorySource,
  alsoRefetch: [mfgToolCategoryListOperation],
  columns: categoryColumns,
  conditions: categoryConditions,
  form: () => import('./category-form').then((m) => m.CategoryForm),
  rowActions: [
    'edit',
    { kind: 'panel', action: 'manage', require: 'mfgToolCategory:add', title: '新增下级', load: () => import('./category-panels').then((m) => m.CategoryChildForm) },
    { kind: 'panel', action: 'delete', title: '删除', load: () => import('./category-panels').then((m) => m.CategoryDeleteDialog) },
  ],
  status: { enable: mfgToolCategoryEnable, disable: mfgToolCategoryDisable },
  table: { index: false, expandAll: true },
});
