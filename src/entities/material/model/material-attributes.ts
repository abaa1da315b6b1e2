import type * as z from 'zod/mini';
import { optionalNumber, optionalPattern, optionalText } from '@/shared/lib/form-rules';
import type { DetailItem } from '@/shared/ui/detail-list';
import type { FieldConfig } from '@/shared/ui/record-form';

/**
 * The optional attributes both material contracts share (v2 MaterialForm, v1 MdMaterialForm): their rules, empty
 * and saved values, inputs and detail items, declared once. Each form adds what differs: how it names the type,
 * unit, group and weight unit (ids in v2, codes in v1).
 */
export const materialAttributeRules = {
  specification: optionalText('规格型号', 128),
  brand: optionalText('品牌', 64),
  drawingNo: optionalText('图号', 64),
  barcode: optionalPattern('条码', 32, /^[0-9A-Za-z-]+$/, '条码只能包含字母、数字和“-”'),
  shelfLifeDays: optionalNumber('保质期', { min: 0, max: 3650, integer: true }),
  safetyStock: optionalNumber('安全库存', { min: 0 }),
  minPackQty: optionalNumber('最小包装量', { min: 0 }),
  netWeight: optionalNumber('单位净重', { min: 0 }),
  grossWeight: optionalNumber('单位毛重', { min: 0 }),
  remark: optionalText('备注', 255),
};

type Rules = typeof materialAttributeRules;
export type MaterialAttributeValues = { [K in keyof Rules]: z.input<Rules[K]> };
type TextAttribute = 'specification' | 'brand' | 'drawingNo' | 'barcode' | 'remark';
type NumberAttribute = Exclude<keyof Rules, TextAttribute>;

/** What a saved material (v1 or v2 detail) holds of the attributes. */
export type SavedMaterialAttributes = { [K in TextAttribute]?: string | null } & {
  [K in NumberAttribute]?: number | null;
} & {
  weightUomName?: string | null;
};

export const emptyMaterialAttributes: MaterialAttributeValues = {
  specification: '',
  brand: '',
  drawingNo: '',
  barcode: '',
  shelfLifeDays: null,
  safetyStock: null,
  minPackQty: null,
  netWeight: null,
  grossWeight: null,
  remark: '',
};

/** The attribute inputs' values of a saved material: empty texts for missing ones. */
export function materialAttributeValues(m: SavedMaterialAttributes): MaterialAttributeValues {
  return {
    specification: m.specification ?? '',
    brand: m.brand ?? '',
    drawingNo: m.drawingNo ?? '',
    barcode: m.barcode ?? '',
    shelfLifeDays: m.shelfLifeDays ?? null,
    safetyStock: m.safetyStock ?? null,
    minPackQty: m.minPackQty ?? null,
    netWeight: m.netWeight ?? null,
    grossWeight: m.grossWeight ?? null,
    remark: m.remark ?? '',
  };
}

/** The attribute inputs in form order; the form puts its weight-unit picker between them and `remarkField`. */
export const materialAttributeFields = [
  { name: 'specification', label: '规格型号', maxLength: 128, wide: true },
  { name: 'brand', label: '品牌', maxLength: 64 },
  { name: 'drawingNo', label: '图号', maxLength: 64 },
  { name: 'barcode', label: '条码', maxLength: 32 },
  { name: 'shelfLifeDays', label: '保质期（天）', kind: 'number' },
  { name: 'safetyStock', label: '安全库存', kind: 'number' },
  { name: 'minPackQty', label: '最小包装量', kind: 'number' },
  { name: 'netWeight', label: '单位净重', kind: 'number' },
  { name: 'grossWeight', label: '单位毛重', kind: 'number' },
] as const satisfies readonly FieldConfig<MaterialAttributeValues>[];

export const materialRemarkField = {
  name: 'remark',
  label: '备注',
  kind: 'textarea',
  maxLength: 255,
  wide: true,
} as const satisfies FieldConfig<MaterialAttributeValues>;

/** A weight with its unit ('1.35 千克'); nothing without a weight. */
const weight = (value: number | null | undefined, unit: string | null | undefined) =>
  value == null ? null : `${value}${unit ? ` ${unit}` : ''}`;

/** The detail's items of the attributes between 规格型号 and 备注 (whose spans depend on the detail's columns). */
export function materialAttributeItems(m: SavedMaterialAttributes): DetailItem[] {
  return [
    { label: '品牌', value: m.brand },
    { label: '图号', value: m.drawingNo },
    { label: '条码', value: m.barcode },
    { label: '保质期（天）', value: m.shelfLifeDays },
    { label: '安全库存', value: m.safetyStock },
    { label: '最小包装量', value: m.minPackQty },
    { label: '单位净重', value: weight(m.netWeight, m.weightUomName) },
    { label: '单位毛重', value: weight(m.grossWeight, m.weightUomName) },
  ];
}
