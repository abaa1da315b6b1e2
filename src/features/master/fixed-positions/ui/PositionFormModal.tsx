import { MaterialPickField } from '@/entities/material';
import { cdFixedPositionCreate } from '@/shared/api';
import { useRefetchList } from '@/shared/ui/record-actions';
import { RecordFormModal } from '@/shared/ui/record-form';
import { emptyPosition, positionFields, positionFormSchema, type PositionFormBody, type PositionFormValues } from '../model/position-form';
import { LocationSelect } from './LocationSelect';
import { positionSource } from '../model/position-list';

const fields = positionFields({
  materialId: ({ value, onChange, onBlur }) => <MaterialPickField id="materialId" value={value} onChange={onChange} onBlur={onBlur} />,
  locationId: ({ value, onChange, onBlur }) => <LocationSelect id="locationId" value={value} onChange={onChange} onBlur={onBlur} />,
});

/** 新增固定库位: saved quietly so the server's message (库位已被占用) lands on the form; the list refetches after. */
export function PositionFormModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const refetch = useRefetchList(positionSource);
  return (
    <RecordFormModal<PositionFormValues, PositionFormBody>
      title="新增固定库位"
      open={open}
      onClose={onClose}
      schema={positionFormSchema}
      defaultValues={emptyPosition}
      fields={fields}
      onSubmit={(body) => cdFixedPositionCreate({ body }, { quiet: true })}
      onSaved={() => void refetch()}
    />
  );
}
