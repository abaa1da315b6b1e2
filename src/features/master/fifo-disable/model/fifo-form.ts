import * as z from 'zod/mini';
import type { CdFifoDisableCreateVariables } from '@/shared/api';
import { exactBody, optionalChoice, requiredChoice, requiredText } from '@/shared/lib/form-rules';
import type { FieldConfig, FieldRender } from '@/shared/ui/record-form';

type FifoBody = CdFifoDisableCreateVariables['body'];

/** 新增先进先出豁免, typed against the contract's FifoDisableForm; the form, not the server, orders the dates. */
export const fifoFormSchema = exactBody<FifoBody>()(z
  .object({
    materialId: requiredChoice('物料'),
    warehouseId: requiredChoice('仓库'),
    reason: requiredText('豁免原因', 255),
    // The date input gives 'YYYY-MM-DD', or '' when cleared.
    startDate: requiredChoice('开始日期'),
    endDate: optionalChoice(),
  })
  .check(z.refine((form) => !form.endDate || form.endDate >= form.startDate, { message: '结束日期不能早于开始日期', path: ['endDate'] })));

export type FifoFormValues = z.input<typeof fifoFormSchema>;
export type FifoFormBody = z.output<typeof fifoFormSchema>;

export const emptyFifo: FifoFormValues = { materialId: '', warehouseId: '', reason: '', startDate: '', endDate: null };

/** The form's fields; the modal gives the material selector and the warehouse list as their pickers. */
export const fifoFields = (pickers: {
  materialId: FieldRender<FifoFormValues, 'materialId'>;
  warehouseId: FieldRender<FifoFormValues, 'warehouseId'>;
}): FieldConfig<FifoFormValues>[] => [
  { name: 'materialId', label: '物料', required: true, render: pickers.materialId },
  { name: 'warehouseId', label: '仓库', required: true, render: pickers.warehouseId },
  { name: 'startDate', label: '开始日期', required: true, kind: 'date' },
  { name: 'endDate', label: '结束日期', kind: 'date', placeholder: '不填为长期' },
  { name: 'reason', label: '豁免原因', required: true, kind: 'textarea', maxLength: 255, wide: true },
];
