import { mfgToolCategoryDelete } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/list-screen';
import { TreeDeleteDialog } from '@/shared/ui/tree-delete';
import type { CategoryNode } from '../model/category-list';
import { CategoryForm } from './category-form';

/** 新增下级: the form, starting under the row. */
export function CategoryChildForm({ row, onClose, refetch }: RowPanelProps<CategoryNode>) {
  return <CategoryForm scope={{ pid: row.id }} onClose={onClose} onSaved={() => void refetch()} />;
}

/** 删除: refused before any call while the category has sub-categories. */
export function CategoryDeleteDialog({ row, onClose, refetch }: RowPanelProps<CategoryNode>) {
  return <TreeDeleteDialog row={row} noun="工装类别" remove={mfgToolCategoryDelete} onClose={onClose} refetch={refetch} />;
}
