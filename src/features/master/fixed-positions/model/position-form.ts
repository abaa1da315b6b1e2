import type * as z from 'zod/mini';
import { cdFixedPositionCreateBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';

/** 新增固定库位 on the contract's FixedPositionForm: rules and input limits come from its facts. */
export const positionForm = defineForm(cdFixedPositionCreateBodyFacts, {
  // The material selector and the location list (the modal renders the pickers).
  materialId: { label: '物料', kind: 'custom' },
  locationId: { label: '库位', kind: 'custom' },
  maxQty: { label: '最大存放量' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type PositionFormValues = typeof positionForm.empty;
export type PositionFormBody = z.output<typeof positionForm.schema>;
