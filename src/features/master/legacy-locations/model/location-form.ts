import * as z from 'zod/mini';
import type { MdLocationAddVariables } from '@/shared/api';
import { exactBody, codeText, optionalNumber, optionalText, requiredChoice, requiredText } from '@/shared/lib/form-rules';
import type { FieldConfig, FieldRender } from '@/shared/ui/record-form';
import type { MdLocation } from './location-list';

type LocationBody = MdLocationAddVariables['body'];

const locationInputs = z.object({
  // Only narrows the areas offered: the contract takes the area, whose house the location belongs to.
  houseId: requiredChoice('所属仓库'),
  areaId: requiredChoice('所属库区'),
  code: codeText('库位编码', 32),
  name: requiredText('库位名称', 64),
  capacity: optionalNumber('容量（托）', { min: 0, max: 9999 }),
  remark: optionalText('备注', 255),
});

/** 库位 add/edit form, typed against the contract's MdLocationForm: renaming a field there breaks this. */
export const locationFormSchema = exactBody<LocationBody>()(z.pipe(
  locationInputs,
  z.transform(({ areaId, code, name, capacity, remark }) => ({ areaId, code, name, capacity, remark })),
));

export type LocationFormValues = z.input<typeof locationFormSchema>;
export type LocationFormBody = z.output<typeof locationFormSchema>;

export const emptyLocation: LocationFormValues = { houseId: '', areaId: '', code: '', name: '', capacity: null, remark: '' };

export function locationFormValues(location: MdLocation): LocationFormValues {
  return {
    houseId: location.houseId,
    areaId: location.areaId,
    code: location.code,
    name: location.name,
    capacity: location.capacity ?? null,
    remark: location.remark ?? '',
  };
}

/** The form's fields; the modal gives the house and area pickers (the area follows the house). */
export const locationFields = (pickers: {
  houseId: FieldRender<LocationFormValues, 'houseId'>;
  areaId: FieldRender<LocationFormValues, 'areaId'>;
}): FieldConfig<LocationFormValues>[] => [
  { name: 'houseId', label: '所属仓库', required: true, render: pickers.houseId },
  { name: 'areaId', label: '所属库区', required: true, render: pickers.areaId },
  { name: 'code', label: '库位编码', required: true, maxLength: 32, placeholder: '如 A-01-01（区-货架-层）' },
  { name: 'name', label: '库位名称', required: true, maxLength: 64 },
  { name: 'capacity', label: '容量（托）', kind: 'number', min: 0, max: 9999 },
  { name: 'remark', label: '备注', kind: 'textarea', maxLength: 255, wide: true },
];
