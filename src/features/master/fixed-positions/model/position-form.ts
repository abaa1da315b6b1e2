import * as z from 'zod/mini';
import type { CdFixedPositionCreateVariables } from '@/shared/api';
import { exactBody, optionalNumber, optionalText, requiredChoice } from '@/shared/lib/form-rules';
import type { FieldConfig, FieldRender } from '@/shared/ui/record-form';

type PositionBody = CdFixedPositionCreateVariables['body'];

/** 新增固定库位, typed against the contract's FixedPositionForm: renaming a field there breaks this. */
export const positionFormSchema = exactBody<PositionBody>()(z.object({
  materialId: requiredChoice('物料'),
  locationId: requiredChoice('库位'),
  maxQty: optionalNumber('最大存放量', { min: 0 }),
  remark: optionalText('备注', 255),
}));

export type PositionFormValues = z.input<typeof positionFormSchema>;
export type PositionFormBody = z.output<typeof positionFormSchema>;

export const emptyPosition: PositionFormValues = { materialId: '', locationId: '', maxQty: null, remark: '' };

/** The form's fields; the modal gives the material selector and the location list as their pickers. */
export const positionFields = (pickers: {
  materialId: FieldRender<PositionFormValues, 'materialId'>;
  locationId: FieldRender<PositionFormValues, 'locationId'>;
}): FieldConfig<PositionFormValues>[] => [
  { name: 'materialId', label: '物料', required: true, render: pickers.materialId },
  { name: 'locationId', label: '库位', required: true, render: pickers.locationId },
  { name: 'maxQty', label: '最大存放量', kind: 'number', min: 0 },
  { name: 'remark', label: '备注', kind: 'textarea', maxLength: 255, wide: true },
];
