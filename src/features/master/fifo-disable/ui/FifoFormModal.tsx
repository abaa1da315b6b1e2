import { MaterialPickField } from '@/entities/material';
import { cdFifoDisableCreate } from '@/shared/api';
import { useRefetchList } from '@/shared/ui/record-actions';
import { RecordFormModal } from '@/shared/ui/record-form';
import { emptyFifo, fifoFields, fifoFormSchema, type FifoFormBody, type FifoFormValues } from '../model/fifo-form';
import { WarehouseSelect } from '@/entities/warehouse';
import { fifoSource } from '../model/fifo-list';

const fields = fifoFields({
  materialId: ({ value, onChange, onBlur }) => <MaterialPickField id="materialId" value={value} onChange={onChange} onBlur={onBlur} />,
  warehouseId: ({ value, onChange, onBlur }) => <WarehouseSelect id="warehouseId" value={value} onChange={onChange} onBlur={onBlur} />,
});

/** 新增先进先出豁免: saved quietly so the server's message (期间重叠) lands on the form; the list refetches after. */
export function FifoFormModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const refetch = useRefetchList(fifoSource);
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
