import { MaterialPickField } from '@/entities/material';
import { WarehouseSelect } from '@/entities/warehouse';
import { cdFifoDisableCreate } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { emptyFifo, fifoForm, fifoFormSchema, type FifoFormBody, type FifoFormValues } from '../model/fifo-form';
import type { FifoDisable } from '../model/fifo-list';

// Declared in the body's order; the modal shows the dates before the wide reason.
const [material, warehouse, reason, startDate, endDate] = fifoForm.fields({
  materialId: ({ value, onChange, onBlur }) => (
    <MaterialPickField id="materialId" value={value} onChange={onChange} onBlur={onBlur} />
  ),
  warehouseId: ({ value, onChange, onBlur }) => (
    <WarehouseSelect id="warehouseId" value={value} onChange={onChange} onBlur={onBlur} />
  ),
});

/** 新增先进先出豁免 (never edited): the server's message (期间重叠) lands on the form. */
export const FifoForm = defineRecordForm<FifoDisable, FifoFormValues, FifoFormBody>({
  noun: '先进先出豁免',
  schema: fifoFormSchema,
  fields: [material, warehouse, startDate, endDate, reason].filter((field) => field !== undefined),
  empty: emptyFifo,
  add: (body, options) => cdFifoDisableCreate({ body }, options),
});
