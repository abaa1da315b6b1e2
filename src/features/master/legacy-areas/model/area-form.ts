import * as z from 'zod/mini';
import type { MdAreaAddVariables } from '@/shared/api';
import { codeText, optionalText, requiredChoice, requiredText } from '@/shared/lib/form-rules';
import type { FieldConfig, FieldRender } from '@/shared/ui/record-form';
import type { MdArea } from './area-list';

type AreaBody = MdAreaAddVariables['body'];

/** 库区 add/edit form, typed against the contract's MdAreaForm: renaming a field there breaks this. */
export const areaFormSchema = z.object({
  houseId: requiredChoice('所属仓库'),
  code: codeText('库区编码', 32),
  name: requiredText('库区名称', 64),
  // The select offers the area_type dictionary; the enum keeps the body to the contract's values.
  areaType: z.pipe(requiredChoice('库区类型'), z.enum(['STORE', 'QC', 'NG', 'STAGING'], '请选择库区类型')),
  remark: optionalText('备注', 255),
}) satisfies z.ZodMiniType<AreaBody>;

export type AreaFormValues = z.input<typeof areaFormSchema>;
export type AreaFormBody = z.output<typeof areaFormSchema>;

export const emptyArea: AreaFormValues = { houseId: '', code: '', name: '', areaType: '', remark: '' };

export function areaFormValues(area: MdArea): AreaFormValues {
  return { houseId: area.houseId, code: area.code, name: area.name, areaType: area.areaType, remark: area.remark ?? '' };
}

/** The form's fields; the modal gives the house picker. */
export const areaFields = (pickers: { houseId: FieldRender<AreaFormValues, 'houseId'> }): FieldConfig<AreaFormValues>[] => [
  { name: 'houseId', label: '所属仓库', required: true, render: pickers.houseId },
  { name: 'areaType', label: '库区类型', required: true, kind: 'select', dict: 'area_type' },
  { name: 'code', label: '库区编码', required: true, maxLength: 32 },
  { name: 'name', label: '库区名称', required: true, maxLength: 64 },
  { name: 'remark', label: '备注', kind: 'textarea', maxLength: 255, wide: true },
];
