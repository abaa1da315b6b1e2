import { ToolCategorySelect } from '@/entities/mes/tool-category';
import { mfgToolCategoryAdd, mfgToolCategoryEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { categoryForm, categoryFormValues, emptyCategory, type CategoryFormBody, type CategoryFormValues } from '../model/category-form';
import type { CategoryScope, MfgToolCategory } from '../model/category-list';

/** 新增工装类别 / 编辑工装类别: the parent never inside the category's own subtree. */
export const CategoryForm = defineRecordForm<MfgToolCategory, CategoryFormValues, CategoryFormBody, CategoryScope>({
  noun: '工装类别',
  schema: categoryForm.schema,
  fields: (category) =>
    categoryForm.fields({
      pid: ({ value, onChange, onBlur }) => <ToolCategorySelect id="pid" value={value} onChange={onChange} onBlur={onBlur} parentOf={{ selfId: category?.id }} placeholder="请选择上级类别" />,
    }),
  empty: emptyCategory,
  values: categoryFormValues,
  add: (body, options) => mfgToolCategoryAdd({ body }, options),
  edit: (body, category, options) => mfgToolCategoryEdit({ body: { ...body, id: category.id } }, options),
});
