import * as z from 'zod/mini';
import { mdLocationAddBodyFacts } from '@/shared/api';
import { requiredChoice } from '@/shared/lib/form-rules';
import { defineForm } from '@/shared/ui/record-form';
import type { MdLocation } from './location-list';

/** 库位 add/edit form on the contract's MdLocationForm: rules and input limits come from its facts. */
export const locationForm = defineForm(mdLocationAddBodyFacts, {
  // An area of the chosen house (the modal renders the picker).
  areaId: { label: '所属库区', kind: 'custom' },
  code: { label: '库位编码', placeholder: '如 A-01-01（区-货架-层）' },
  name: { label: '库位名称' },
  capacity: { label: '容量（托）' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

/** The house only narrows the areas offered: the contract takes the area, whose house the location belongs to. */
export const locationFormSchema = z.pipe(
  z.intersection(z.object({ houseId: requiredChoice('所属仓库') }), locationForm.schema),
  z.transform(({ houseId: _house, ...body }) => body),
);

export type LocationFormValues = z.input<typeof locationFormSchema>;
export type LocationFormBody = z.output<typeof locationFormSchema>;

export const emptyLocation: LocationFormValues = { houseId: '', ...locationForm.empty };

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
