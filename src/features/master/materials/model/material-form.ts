import * as z from 'zod/mini';
import type { CdMaterialCreateVariables, CdMaterialDetailData } from '@/shared/api';
import { codeText, optionalChoice, optionalNumber, optionalPattern, optionalText, requiredChoice, requiredText, weightRules } from '@/shared/lib/form-rules';
import type { FieldConfig, FieldRender } from '@/shared/ui/record-form';

type MaterialBody = CdMaterialCreateVariables['body'];

const TRACEABILITY = ['NONE', 'BATCH', 'SERIAL'] as const;

/** 物料 add/edit form, typed against the contract's MaterialForm: a renamed field there breaks this. */
export const materialFormSchema = z
  .object({
    code: codeText('物料编码', 40),
    name: requiredText('物料名称', 64),
    groupId: requiredChoice('物料组'),
    typeId: requiredChoice('物料类型'),
    uomId: requiredChoice('计量单位'),
    traceability: z.enum(TRACEABILITY, '请选择追溯方式'),
    specification: optionalText('规格型号', 128),
    brand: optionalText('品牌', 64),
    drawingNo: optionalText('图号', 64),
    barcode: optionalPattern('条码', 32, /^[0-9A-Za-z-]+$/, '条码只能包含字母、数字和“-”'),
    shelfLifeDays: optionalNumber('保质期', { min: 0, max: 3650, integer: true }),
    safetyStock: optionalNumber('安全库存', { min: 0 }),
    minPackQty: optionalNumber('最小包装量', { min: 0 }),
    netWeight: optionalNumber('单位净重', { min: 0 }),
    grossWeight: optionalNumber('单位毛重', { min: 0 }),
    weightUomId: optionalChoice(),
    remark: optionalText('备注', 255),
  })
  // The contract leaves the weight rules to the form (MaterialForm's description).
  .check(...weightRules('weightUomId')) satisfies z.ZodMiniType<MaterialBody>;

export type MaterialFormValues = z.input<typeof materialFormSchema>;
export type MaterialFormBody = z.output<typeof materialFormSchema>;

export const emptyMaterial: MaterialFormValues = {
  code: '',
  name: '',
  groupId: '',
  typeId: '',
  uomId: '',
  traceability: 'NONE',
  specification: '',
  brand: '',
  drawingNo: '',
  barcode: '',
  shelfLifeDays: null,
  safetyStock: null,
  minPackQty: null,
  netWeight: null,
  grossWeight: null,
  weightUomId: null,
  remark: '',
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
    specification: m.specification ?? '',
    brand: m.brand ?? '',
    drawingNo: m.drawingNo ?? '',
    barcode: m.barcode ?? '',
    shelfLifeDays: m.shelfLifeDays ?? null,
    safetyStock: m.safetyStock ?? null,
    minPackQty: m.minPackQty ?? null,
    netWeight: m.netWeight ?? null,
    grossWeight: m.grossWeight ?? null,
    weightUomId: m.weightUomId ?? null,
    remark: m.remark ?? '',
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
  { name: 'specification', label: '规格型号', maxLength: 128, wide: true },
  { name: 'brand', label: '品牌', maxLength: 64 },
  { name: 'drawingNo', label: '图号', maxLength: 64 },
  { name: 'barcode', label: '条码', maxLength: 32 },
  { name: 'shelfLifeDays', label: '保质期（天）', kind: 'number', min: 0, max: 3650, precision: 0 },
  { name: 'safetyStock', label: '安全库存', kind: 'number', min: 0 },
  { name: 'minPackQty', label: '最小包装量', kind: 'number', min: 0 },
  { name: 'netWeight', label: '单位净重', kind: 'number', min: 0 },
  { name: 'grossWeight', label: '单位毛重', kind: 'number', min: 0 },
  { name: 'weightUomId', label: '重量单位', render: pickers.weightUomId },
  { name: 'remark', label: '备注', kind: 'textarea', maxLength: 255, wide: true },
];
