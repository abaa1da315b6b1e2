import * as z from 'zod/mini';
import type { MfgLineAddVariables, MfgLineDetailData } from '@/shared/api';
import { exactBody, codeText, optionalChoice, optionalText, requiredChoice, requiredText } from '@/shared/lib/form-rules';
import type { FieldConfig, FieldRender } from '@/shared/ui/record-form';

type LineBody = MfgLineAddVariables['body'];

/** 产线 add/edit form, typed against the contract's MfgLineForm: renaming a field there breaks this. */
export const lineFormSchema = exactBody<LineBody>()(z.object({
  code: codeText('产线编码', 32),
  name: requiredText('产线名称', 64),
  deptId: requiredChoice('所属部门'),
  inHouseCode: optionalChoice(),
  remark: optionalText('备注', 255),
}));

export type LineFormValues = z.input<typeof lineFormSchema>;
export type LineFormBody = z.output<typeof lineFormSchema>;

export const emptyLine: LineFormValues = { code: '', name: '', deptId: '', inHouseCode: null, remark: '' };

export function lineFormValues(line: MfgLineDetailData): LineFormValues {
  return { code: line.code, name: line.name, deptId: line.deptId, inHouseCode: line.inHouseCode ?? null, remark: line.remark ?? '' };
}

/** The form's fields; the page gives the department tree and the warehouse list as their pickers. */
export const lineFields = (pickers: {
  deptId: FieldRender<LineFormValues, 'deptId'>;
  inHouseCode: FieldRender<LineFormValues, 'inHouseCode'>;
}): FieldConfig<LineFormValues>[] => [
  { name: 'code', label: '产线编码', required: true, maxLength: 32 },
  { name: 'name', label: '产线名称', required: true, maxLength: 64 },
  { name: 'deptId', label: '所属部门', required: true, render: pickers.deptId },
  { name: 'inHouseCode', label: '投料仓库', render: pickers.inHouseCode },
  { name: 'remark', label: '备注', kind: 'textarea', maxLength: 255, wide: true },
];
