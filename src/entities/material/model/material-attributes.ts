import type { scmSchemas } from '@/shared/api';
import { optionalNumber, optionalPattern } from '@/shared/lib/form-rules';
import type { DetailItem } from '@/shared/ui/detail-list';

/**
 * The optional attributes both material forms declare alike (v2 MaterialForm, v1 MdMaterialForm), between the group
 * and the weight unit, with the rules the contracts leave out: a barcode's characters, whole days of shelf life.
 */
export const materialAttributeForm = {
  drawingNo: { label: '图号' },
  barcode: { label: '条码', rule: optionalPattern('条码', 32, /^[0-9A-Za-z-]+$/, '条码只能包含字母、数字和“-”') },
  shelfLifeDays: { label: '保质期（天）', rule: optionalNumber('保质期', { min: 0, max: 3650, integer: true }) },
  safetyStock: { label: '安全库存' },
  minPackQty: { label: '最小包装量' },
  netWeight: { label: '单位净重' },
  grossWeight: { label: '单位毛重' },
};

/** What a saved material (v1 or v2 detail, the contract's Material) holds of the attributes its detail shows. */
export type SavedMaterialAttributes = Partial<
  Pick<
    scmSchemas['schemas']['Material'],
    | 'brand'
    | 'drawingNo'
    | 'barcode'
    | 'shelfLifeDays'
    | 'safetyStock'
    | 'minPackQty'
    | 'netWeight'
    | 'grossWeight'
    | 'weightUomName'
  >
>;

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
