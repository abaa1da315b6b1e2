import * as z from 'zod/mini';
import type { MdMaterialMgmtAddVariables, MdMaterialMgmtDetailData } from '@/shared/api';
import {
  emptyMaterialAttributes,
  materialAttributeFields,
  materialAttributeRules,
  materialAttributeValues,
  materialRemarkField,
} from '@/entities/material';
import {
  exactBody,
  codeText,
  optionalChoice,
  requiredChoice,
  requiredText,
  weightRules,
} from '@/shared/lib/form-rules';
import type { FieldConfig, FieldRender } from '@/shared/ui/record-form';

type LegacyMaterialBody = MdMaterialMgmtAddVariables['body'];

const TYPES = ['RAW', 'SEMI', 'FIN', 'PKG', 'AUX'] as const;
const TRACEABILITY = ['NONE', 'BATCH', 'SERIAL'] as const;
/** The weight units the v1 contract takes (weightUomCode). */
const WEIGHT_UNITS = ['KG', 'G', 'T'] as const;

/** A unit the weight-unit select may offer (of the server's units, only these three). */
export const isWeightUnit = (code: string) => WEIGHT_UNITS.some((unit) => unit === code);

/** 物料（旧版） add/edit form, typed against the contract's MdMaterialForm: type, unit and group are codes here. */
export const legacyMaterialFormSchema = exactBody<LegacyMaterialBody>()(
  z
    .object({
      code: codeText('物料编码', 40),
      name: requiredText('物料名称', 64),
      // The select offers the material_type dictionary; the enum keeps the body to the contract's values.
      typeCode: z.pipe(requiredChoice('物料类型'), z.enum(TYPES, '请选择物料类型')),
      traceability: z.enum(TRACEABILITY, '请选择追溯方式'),
      uomCode: requiredChoice('计量单位'),
      groupCode: optionalChoice(),
      ...materialAttributeRules,
      weightUomCode: z.pipe(optionalChoice(), z.nullable(z.enum(WEIGHT_UNITS, '重量单位只能是千克、克或吨'))),
    })
    // The contract leaves the weight rules to the form (MdMaterialForm's description), as the v2 material form does.
    .check(...weightRules('weightUomCode')),
);

export type LegacyMaterialFormValues = z.input<typeof legacyMaterialFormSchema>;
export type LegacyMaterialFormBody = z.output<typeof legacyMaterialFormSchema>;

export const emptyLegacyMaterial: LegacyMaterialFormValues = {
  code: '',
  name: '',
  typeCode: '',
  traceability: 'NONE',
  uomCode: '',
  groupCode: null,
  ...emptyMaterialAttributes,
  weightUomCode: null,
};

/** The form's values of a saved material, from its detail (the list's rows leave some fields out). */
export function legacyMaterialFormValues(m: MdMaterialMgmtDetailData): LegacyMaterialFormValues {
  return {
    code: m.code,
    name: m.name,
    typeCode: m.typeCode,
    traceability: m.traceability,
    uomCode: m.uomCode,
    groupCode: m.groupCode ?? null,
    ...materialAttributeValues(m),
    weightUomCode: m.weightUomCode ?? null,
  };
}

/** The form's fields; the modal gives the unit, group tree and weight-unit pickers. */
export const legacyMaterialFields = (pickers: {
  uomCode: FieldRender<LegacyMaterialFormValues, 'uomCode'>;
  groupCode: FieldRender<LegacyMaterialFormValues, 'groupCode'>;
  weightUomCode: FieldRender<LegacyMaterialFormValues, 'weightUomCode'>;
}): FieldConfig<LegacyMaterialFormValues>[] => [
  { name: 'code', label: '物料编码', required: true, maxLength: 40 },
  { name: 'name', label: '物料名称', required: true, maxLength: 64 },
  { name: 'typeCode', label: '物料类型', required: true, kind: 'select', dict: 'material_type' },
  { name: 'traceability', label: '追溯方式', required: true, kind: 'select', dict: 'material_traceability' },
  { name: 'uomCode', label: '计量单位', required: true, render: pickers.uomCode },
  { name: 'groupCode', label: '物料组', render: pickers.groupCode },
  ...materialAttributeFields,
  { name: 'weightUomCode', label: '重量单位', render: pickers.weightUomCode },
  materialRemarkField,
];
