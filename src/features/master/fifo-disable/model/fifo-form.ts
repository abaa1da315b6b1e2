import * as z from 'zod/mini';
import { cdFifoDisableCreateBodyFacts } from '@/shared/api';
import { requiredChoice } from '@/shared/lib/form-rules';
import { defineForm } from '@/shared/ui/record-form';

/** 新增先进先出豁免 on the contract's FifoDisableForm: rules and input limits come from its facts. */
export const fifoForm = defineForm(cdFifoDisableCreateBodyFacts, {
  // The material selector and the warehouse list (the modal renders the pickers).
  materialId: { label: '物料', kind: 'custom' },
  warehouseId: { label: '仓库', kind: 'custom' },
  reason: { label: '豁免原因', kind: 'textarea', wide: true },
  // Picked, not typed ('请选择开始日期'); the date input gives 'YYYY-MM-DD', or '' when cleared.
  startDate: { label: '开始日期', kind: 'date', rule: requiredChoice('开始日期') },
  endDate: { label: '结束日期', kind: 'date', placeholder: '不填为长期' },
});

/** The form, not the server, orders the dates. */
export const fifoFormSchema = fifoForm.schema.check(
  z.refine((form) => !form.endDate || form.endDate >= form.startDate, {
    message: '结束日期不能早于开始日期',
    path: ['endDate'],
  }),
);
export const emptyFifo = fifoForm.empty;

export type FifoFormValues = typeof fifoForm.empty;
export type FifoFormBody = z.output<typeof fifoFormSchema>;
