import type * as z from 'zod/mini';
import { opDictTypeAdd, opDictTypeAddBodyFacts, opDictTypeEdit } from '@/shared/api';
import { requiredPattern } from '@/shared/lib/form-rules';
import { defineForm, defineRecordForm } from '@/shared/ui/record-form';
import { thenRefreshDictionary } from './after-change';
import type { DictType } from './dict-type-list';

/** The contract's OpDictTypeCode: what the other screens name the type by (material_type). */
const TYPE_CODE = /^[a-z][a-z0-9_]*$/;

/** 字典类型 add/edit on the contract's OpDictTypeForm: code of lower-case letters, digits and '_'. */
export const dictTypeForm = defineForm(opDictTypeAddBodyFacts, {
  code: {
    label: '类型编码',
    placeholder: '如 defect_level',
    rule: requiredPattern('类型编码', 64, TYPE_CODE, '类型编码须以小写字母开头，只能包含小写字母、数字和“_”'),
  },
  name: { label: '类型名称' },
  sort: { label: '排序' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type DictTypeFormValues = typeof dictTypeForm.empty;
export type DictTypeFormBody = z.output<typeof dictTypeForm.schema>;

export function dictTypeFormValues(type: DictType): DictTypeFormValues {
  return { code: type.code, name: type.name, sort: type.sort, remark: type.remark ?? '' };
}

/** 新增字典类型 / 编辑字典类型; a built-in type keeps its code (the server refuses a change). */
export const DictTypeForm = defineRecordForm<DictType, DictTypeFormValues, DictTypeFormBody>({
  noun: '字典类型',
  schema: dictTypeForm.schema,
  fields: (type) =>
    dictTypeForm
      .fields()
      .map((field) => (field.name === 'code' && type?.builtIn ? { ...field, disabled: true } : field)),
  empty: { ...dictTypeForm.empty, sort: 100 },
  values: dictTypeFormValues,
  add: (body, options) => thenRefreshDictionary(opDictTypeAdd({ body }, options)),
  edit: (body, type, options) => thenRefreshDictionary(opDictTypeEdit({ body: { ...body, id: type.id } }, options)),
  columns: 2,
});
