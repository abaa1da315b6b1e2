import { LegacyHouseSelect } from '@/entities/legacy-storage';
import { mdAreaAdd, mdAreaEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { areaForm, areaFormValues, type AreaFormBody, type AreaFormValues } from '../model/area-form';
import type { MdArea } from '../model/area-list';

/** 新增库区 / 编辑库区: the house picked from the v1 houses. */
export const AreaForm = defineRecordForm<MdArea, AreaFormValues, AreaFormBody>({
  noun: '库区',
  schema: areaForm.schema,
  fields: areaForm.fields({
    houseId: ({ value, onChange, onBlur }) => (
      <LegacyHouseSelect id="houseId" value={value} onChange={onChange} onBlur={onBlur} />
    ),
  }),
  empty: areaForm.empty,
  values: areaFormValues,
  add: (body, options) => mdAreaAdd({ body }, options),
  edit: (body, area, options) => mdAreaEdit({ body: { ...body, id: area.id } }, options),
});
