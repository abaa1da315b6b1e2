import { MaterialPickField } from '@/entities/material';
import { cdFixedPositionCreate } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { positionForm, type PositionFormBody, type PositionFormValues } from '../model/position-form';
import type { FixedPosition } from '../model/position-list';
import { LocationSelect } from './LocationSelect';

/** 新增固定库位 (never edited): the server's message (库位已被占用) lands on the form. */
export const PositionForm = defineRecordForm<FixedPosition, PositionFormValues, PositionFormBody>({
  noun: '固定库位',
  schema: positionForm.schema,
  fields: positionForm.fields({
    materialId: ({ value, onChange, onBlur }) => (
      <MaterialPickField id="materialId" value={value} onChange={onChange} onBlur={onBlur} />
    ),
    locationId: ({ value, onChange, onBlur }) => (
      <LocationSelect id="locationId" value={value} onChange={onChange} onBlur={onBlur} />
    ),
  }),
  empty: positionForm.empty,
  add: (body, options) => cdFixedPositionCreate({ body }, options),
});
