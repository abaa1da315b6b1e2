import * as z from 'zod/mini';
import type { MdMaterialMgmtAddVariables, MdMaterialMgmtDetailData } from '@/shared/api';
import {
  codeText,
  optionalChoice,
  optionalNumber,
  optionalPattern,
  optionalText,
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
export const legacyMaterialFormSchema = z
  .object({
    code: codeText('物料编码', 40),
    name: requiredText('物料名称', 64),
    // The select offers the material_type dictionary; the enum keeps the body to the contract's values.
    typeCode: z.pipe(requiredChoice('物料类型'), z.enum(TYPES, '请选择物料类型')),
    traceability: z.enum(TRACEABILITY, '请选择追溯方式'),
    uomCode: requiredChoice('计量单位'),
    groupCode: optionalChoice(),
    specification: optionalText('规格型号', 128),
    brand: optionalText('品牌', 64),
    drawingNo: optionalText('图号', 64),
    barcode: optionalPattern('条码', 32, /^[0-9A-Za-z-]+$/, '条码只能包含字母、数字和“-”'),
    shelfLifeDays: optionalNumber('保质期', { min: 0, max: 3650, integer: true }),
    safetyStock: optionalNumber('安全库存', { min: 0 }),
    minPackQty: optionalNumber('最小包装量', { min: 0 }),
    netWeight: optionalNumber('单位净重', { min: 0 }),
    grossWeight: optionalNumber('单位毛重', { min: 0 }),
    weightUomCode: z.pipe(optionalChoice(), z.nullable(z.enum(WEIGHT_UNITS, '重量单位只能是千克、克或吨'))),
    remark: optionalText('备注', 255),
  })
  // The contract leaves the weight rules to the form (MdMaterialForm's description), as the v2 material form does.
  .check(...weightRules('weightUomCode')) satisfies z.ZodMiniType<LegacyMaterialBody>;

export type LegacyMaterialFormValues = z.input<typeof legacyMaterialFormSchema>;
export type LegacyMaterialFormBody = z.output<typeof legacyMaterialFormSchema>;

export const emptyLegacyMaterial: LegacyMaterialFormValues = {
  code: '',
  name: '',
  typeCode: '',
  traceability: 'NONE',
  uomCode: '',
  groupCode: null,
  specification: '',
  brand: '',
  drawingNo: '',
  barcode: '',
  shelfLifeDays: null,
  safetyStock: null,
  minPackQty: null,
  netWeight: null,
  grossWeight: null,
  weightUomCode: null,
  remark: '',
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
    specification: m.specification ?? '',
    brand: m.brand ?? '',
    drawingNo: m.drawingNo ?? '',
    barcode: m.barcode ?? '',
    shelfLifeDays: m.shelfLifeDays ?? null,
    safetyStock: m.safetyStock ?? null,
    minPackQty: m.minPackQty ?? null,
    netWeight: m.netWeight ?? null,
    grossWeight: m.grossWeight ?? null,
    weightUomCode: m.weightUomCode ?? null,
    remark: m.remark ?? '',
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
  { name: 'specification', label: '规格型号', maxLength: 128, wide: true },
  { name: 'brand', label: '品牌', maxLength: 64 },
  { name: 'drawingNo', label: '图号', maxLength: 64 },
  { name: 'barcode', label: '条码', maxLength: 32 },
  { name: 'shelfLifeDays', label: '保质期（天）', kind: 'number', min: 0, max: 3650, precision: 0 },
  { name: 'safetyStock', label: '安全库存', kind: 'number', min: 0 },
  { name: 'minPackQty', label: '最小包装量', kind: 'number', min: 0 },
  { name: 'netWeight', label: '单位净重', kind: 'number', min: 0 },
  { name: 'grossWeight', label: '单位毛重', kind: 'number', min: 0 },
  { name: 'weightUomCode', label: '重量单位', render: pickers.weightUomCode },
  { name: 'remark', label: '备注', kind: 'textarea', maxLength: 255, wide: true },
];
