import { mdLocationAdd, mdLocationEdit } from '@/shared/api';
import { defineRecordForm, type FieldConfig } from '@/shared/ui/record-form';
import {
  emptyLocation,
  locationForm,
  locationFormSchema,
  locationFormValues,
  type LocationFormBody,
  type LocationFormValues,
} from '../model/location-form';
import type { MdLocation } from '../model/location-list';
import { AreaPicker, HousePicker } from './LocationPickers';

/** 新增库位 / 编辑库位: house, then one of its areas; the server's message lands on the form. */
export const LocationForm = defineRecordForm<MdLocation, LocationFormValues, LocationFormBody>({
  noun: '库位',
  schema: locationFormSchema,
  fields: [
    { name: 'houseId', label: '所属仓库', required: true, render: (field) => <HousePicker field={field} /> },
    // The body's fields, in a form that also holds the house.
    ...(locationForm.fields({ areaId: (field) => <AreaPicker field={field} /> }) as FieldConfig<LocationFormValues>[]),
  ],
  empty: emptyLocation,
  values: locationFormValues,
  add: (body, options) => mdLocationAdd({ body }, options),
  edit: (body, location, options) => mdLocationEdit({ body: { ...body, id: location.id } }, options),
});
