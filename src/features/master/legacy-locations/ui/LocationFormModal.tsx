import { mdLocationAdd, mdLocationEdit } from '@/shared/api';
import { useRefetchList } from '@/shared/ui/record-actions';
import { RecordFormModal } from '@/shared/ui/record-form';
import { emptyLocation, locationFields, locationFormSchema, locationFormValues, type LocationFormBody, type LocationFormValues } from '../model/location-form';
import { locationSource, type MdLocation } from '../model/location-list';
import { AreaPicker, HousePicker } from './LocationPickers';

const fields = locationFields({
  houseId: (field) => <HousePicker field={field} />,
  areaId: (field) => <AreaPicker field={field} />,
});

/** 新增库位 / 编辑库位: house, then one of its areas; saved quietly so the server's message lands on the form. */
export function LocationFormModal({ location, open, onClose }: { location?: MdLocation | undefined; open: boolean; onClose: () => void }) {
  const refetch = useRefetchList(locationSource);
  return (
    <RecordFormModal<LocationFormValues, LocationFormBody>
      title={location ? '编辑库位' : '新增库位'}
      open={open}
      onClose={onClose}
      schema={locationFormSchema}
      defaultValues={location ? locationFormValues(location) : emptyLocation}
      fields={fields}
      onSubmit={(body) => (location ? mdLocationEdit({ body: { ...body, id: location.id } }, { quiet: true }) : mdLocationAdd({ body }, { quiet: true }))}
      onSaved={() => void refetch()}
    />
  );
}
