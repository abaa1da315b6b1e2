import { pmDocCategoryDelete } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { categorySource, type DocCategoryQuery } from '../model/category-tree';
import { categoryColumns } from './category-columns';

const conditions: SearchCondition<keyof DocCategoryQuery & string>[] = [
  { key: 'name', title: '名称或编码', type: 'input' },
];

/**
 * 文档分类 (pm.docCategory): the categories as a tree table (the flat list nested by pid), add, edit (the parent
 * never under the category's own subtree), delete (a category with sub-categories or documents is refused by the server).
 */
export const CategoryListPage = defineListScreen({
  tableId: 'pm.docCategory',
  permissionPrefix: 'docCategory',
  source: categorySource,
  columns: categoryColumns,
  conditions,
  form: () => import('./category-form').then((m) => m.CategoryForm),
  remove: pmDocCategoryDelete,
  table: { index: false },
});
