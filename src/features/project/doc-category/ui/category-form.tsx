import { Select } from 'antd';
import { pmDocCategoryAdd, pmDocCategoryEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import {
  categoryForm,
  categoryFormValues,
  emptyCategory,
  type CategoryFormBody,
  type CategoryFormValues,
} from '../model/category-form';
import type { PmDocCategory } from '../model/category-tree';
import { PHASES } from '../model/phases';
import { ParentSelect } from './ParentSelect';

const PHASE_OPTIONS = PHASES.map((phase) => ({ value: phase.value, label: phase.title }));

/** 新增文档分类 / 编辑文档分类: the parent from the tree (not the category's own subtree), the phases it is due in. */
export const CategoryForm = defineRecordForm<PmDocCategory, CategoryFormValues, CategoryFormBody>({
  noun: '文档分类',
  schema: categoryForm.schema,
  fields: (category) =>
    categoryForm.fields({
      pid: ({ value, onChange, onBlur }) => (
        <ParentSelect id="pid" value={value} onChange={onChange} onBlur={onBlur} editingId={category?.id} />
      ),
      requiredPhaseCodes: ({ value, onChange, onBlur }) => (
        <Select
          id="requiredPhaseCodes"
          mode="multiple"
          allowClear
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          options={PHASE_OPTIONS}
          placeholder="在这些阶段须提交该类文档（不选：非必交）"
        />
      ),
    }),
  empty: emptyCategory,
  values: categoryFormValues,
  add: (body, options) => pmDocCategoryAdd({ body }, options),
  edit: (body, category, options) => pmDocCategoryEdit({ body: { ...body, id: category.id } }, options),
  width: 720,
});
