import { MaterialPickField } from '@/entities/material';
import { cdFifoDisableCreate, cdFifoDisablePageOperation } from '@/shared/api';
import { useRefetchList } from '@/shared/ui/record-actions';
import { RecordFormModal } from '@/shared/ui/record-form';
import { emptyFifo, fifoFields, fifoFormSchema, type FifoFormBody, type FifoFormValues } from '../model/fifo-form';
import { WarehouseSelect } from '@/entities/warehouse';

// Both pickers hold an id; the render gets any field's value type.
const idOf = (value: unknown) => (typeof value === 'string' ? value : '');

const fields = fifoFields({
  materialId: ({ value, onChange, onBlur }) => <MaterialPickField id="materialId" value={idOf(value)} onChange={onChange} onBlur={onBlur} />,
  warehouseId: ({ value, onChange, onBlur }) => <WarehouseSelect id="warehouseId" value={idOf(value)} onChange={onChange} onBlur={onBlur} />,
});

/** 新增先进先出豁免: saved quietly so the server's message (期间重叠) lands on the form; the list refetches after. */
export function FifoFormModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const refetch = useRefetchList(cdFifoDisablePageOperation);
  return (
    <RecordFormModal<FifoFormValues, FifoFormBody>
      title="新增先进先出豁免"
      open={open}
      onClose={onClose}
      schema={fifoFormSchema}
      defaultValues={emptyFifo}
      fields={fields}
      onSubmit={(body) => cdFifoDisableCreate({ body }, { quiet: true })}
      onSaved={() => void refetch()}
    />
  );
}
