import * as z from 'zod/mini';
import { mfgOutputAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import { OUTPUT_TYPES } from './output-list';

/** 补录 (a record the line failed to scan) on the contract's MfgOutputForm; the shift follows from the time. */
export const outputForm = defineForm(mfgOutputAddBodyFacts, {
  type: { label: '类型', options: OUTPUT_TYPES },
  taskId: { label: '生产任务', kind: 'custom' },
  materialId: { label: '物料', kind: 'custom' },
  batchCode: { label: '批次号' },
  quantity: { label: '数量' },
  qualifiedQuantity: { label: '合格数' },
  defectiveQuantity: { label: '不良数' },
  scrapQuantity: { label: '报废数' },
  operatorId: { label: '操作人', kind: 'custom' },
  recordTime: { label: '发生时间', kind: 'custom' },
  reason: { label: '补录原因', kind: 'textarea', wide: true },
});

const sum = (...values: (number | null)[]) => values.reduce<number>((total, v) => total + (v ?? 0), 0);

/** An input names its batch; an output splits its quantity into qualified, defective and scrap. */
export const outputFormSchema = outputForm.schema.check(
  z.refine((o) => o.type !== 'INPUT' || o.batchCode !== null, { message: '投入记录请输入批次号', path: ['batchCode'] }),
  z.refine(
    (o) =>
      o.type !== 'OUTPUT' ||
      Math.abs(sum(o.qualifiedQuantity, o.defectiveQuantity, o.scrapQuantity) - o.quantity) < 1e-9,
    {
      message: '合格数、不良数与报废数之和应等于数量',
      path: ['qualifiedQuantity'],
    },
  ),
);

export type OutputFormValues = typeof outputForm.empty;
export type OutputFormBody = z.output<typeof outputFormSchema>;

export const emptyOutput: OutputFormValues = { ...outputForm.empty, type: 'OUTPUT' };
