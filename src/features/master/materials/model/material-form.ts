import * as z from 'zod/mini';
import {
  emptyMaterialAttributes,
  materialAttributeFields,
  materialAttributeRules,
  materialAttributeValues,
  materialRemarkField,
} from '@/entities/material';
import type { CdMaterialCreateVariables, CdMaterialDetailData } from '@/shared/api';
import {
  exactBody,
  codeText,
  optionalChoice,
  requiredChoice,
  requiredText,
  weightRules,
} from '@/shared/lib/form-rules';
import type { FieldConfig, FieldRender } from '@/shared/ui/record-form';

type MaterialBody = CdMaterialCreateVariables['body'];

const TRACEABILITY = ['NONE', 'BATCH', 'SERIAL'] as const;

/** 物料 add/edit form, typed against the contract's MaterialForm: a renamed field there breaks this. */
export const materialFormSchema = exactBody<MaterialBody>()(
  z
    .object({
      code: codeText('物料编码', 40),
      name: requiredText('物料名称', 64),
      groupId: requiredChoice('物料组'),
      typeId: requiredChoice('物料类型'),
      uomId: requiredChoice('计量单位'),
      traceability: z.enum(TRACEABILITY, '请选择追溯方式'),
      ...materialAttributeRules,
      weightUomId: optionalChoice(),
    })
    // The contract leaves the weight rules to the form (MaterialForm's description).
    .check(...weightRules('weightUomId')),
);

export type MaterialFormValues = z.input<typeof materialFormSchema>;
export type MaterialFormBody = z.output<typeof materialFormSchema>;

export const emptyMaterial: MaterialFormValues = {
  code: '',
  name: '',
  groupId: '',
  typeId: '',
  uomId: '',
  traceability: 'NONE',
  ...emptyMaterialAttributes,
  weightUomId: null,
};

/** The form's values of a saved material (its detail answers every field). */
export function materialFormValues(m: CdMaterialDetailData): MaterialFormValues {
  return {
    code: m.code,
    name: m.name,
    groupId: m.groupId,
    typeId: m.typeId,
    uomId: m.uomId,
    traceability: m.traceability,
    ...materialAttributeValues(m),
    weightUomId: m.weightUomId ?? null,
  };
}

/** The form's fields; the page gives the group tree, type, unit and weight-unit pickers. */
export const materialFields = (pickers: {
  groupId: FieldRender<MaterialFormValues, 'groupId'>;
  typeId: FieldRender<MaterialFormValues, 'typeId'>;
  uomId: FieldRender<MaterialFormValues, 'uomId'>;
  weightUomId: FieldRender<MaterialFormValues, 'weightUomId'>;
}): FieldConfig<MaterialFormValues>[] => [
  { name: 'code', label: '物料编码', required: true, maxLength: 40 },
  { name: 'name', label: '物料名称', required: true, maxLength: 64 },
  { name: 'groupId', label: '物料组', required: true, render: pickers.groupId },
  { name: 'typeId', label: '物料类型', required: true, render: pickers.typeId },
  { name: 'uomId', label: '计量单位', required: true, render: pickers.uomId },
  { name: 'traceability', label: '追溯方式', required: true, kind: 'select', dict: 'material_traceability' },
  ...materialAttributeFields,
  { name: 'weightUomId', label: '重量单位', render: pickers.weightUomId },
  materialRemarkField,
];
