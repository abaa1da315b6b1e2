import * as z from 'zod/mini';
import { cdMaterialTypeCreate, cdMaterialTypeUpdate, type CdMaterialTypeCreateVariables } from '@/shared/api';
import { codeText, optionalText, requiredChoice, requiredText } from '@/shared/lib/form-rules';
import { defineRecordForm, type FieldConfig } from '@/shared/ui/record-form';
import type { MaterialType } from './type-list';

type TypeBody = CdMaterialTypeCreateVariables['body'];
type Category = TypeBody['category'];

// The contract's enum; `satisfies` fails the build if it drops one of these.
const CATEGORIES = ['RAW', 'SEMI', 'FIN', 'PKG', 'AUX'] as const satisfies readonly Category[];

/** 物料类型 add/edit form, typed against the contract's MaterialTypeForm: renaming a field there breaks this. */
export const typeFormSchema = z.object({
  code: codeText('类型编码', 32),
  name: requiredText('类型名称', 64),
  // The select starts empty (''): 'please choose' first, then the enum narrows the type.
  category: z.pipe(requiredChoice('物料大类'), z.enum(CATEGORIES, '请选择物料大类')),
  remark: optionalText('备注', 255),
}) satisfies z.ZodMiniType<TypeBody>;

export type TypeFormValues = z.input<typeof typeFormSchema>;
export type TypeFormBody = z.output<typeof typeFormSchema>;

export const emptyType: TypeFormValues = { code: '', name: '', category: '', remark: '' };

export function typeFormValues(type: MaterialType): TypeFormValues {
  return { code: type.code, name: type.name, category: type.category, remark: type.remark ?? '' };
}

export const typeFields: FieldConfig<TypeFormValues>[] = [
  { name: 'code', label: '类型编码', required: true, maxLength: 32 },
  { name: 'name', label: '类型名称', required: true, maxLength: 64 },
  { name: 'category', label: '物料大类', required: true, kind: 'select', dict: 'material_type' },
  { name: 'remark', label: '备注', kind: 'textarea', maxLength: 255, wide: true },
];

/** 新增物料类型 / 编辑物料类型. */
export const TypeForm = defineRecordForm<MaterialType, TypeFormValues, TypeFormBody>({
  noun: '物料类型',
  schema: typeFormSchema,
  fields: typeFields,
  empty: emptyType,
  values: typeFormValues,
  add: (body, options) => cdMaterialTypeCreate({ body }, options),
  edit: (body, type, options) => cdMaterialTypeUpdate({ body: { ...body, id: type.id } }, options),
});
