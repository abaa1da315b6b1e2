import * as z from 'zod/mini';
import { useFormContext, useWatch } from 'react-hook-form';
import { LegacyAreaSelect, LegacyHouseSelect } from '@/entities/storage/legacy-storage';
import { mdLocationAdd, mdLocationAddBodyFacts, mdLocationEdit, type MdLocationPageData } from '@/shared/api';
import { requiredChoice } from '@/shared/lib/form-rules';
import { defineForm, defineRecordForm, type FieldConfig } from '@/shared/ui/record-form';

type MdLocation = MdLocationPageData['rows'][number];

const bodyForm = defineForm(mdLocationAddBodyFacts, {
  areaId: { label: '所属库区', kind: 'custom' },
  code: { label: '库位编码', placeholder: '如 A-01-01（区-货架-层）' },
  name: { label: '库位名称' },
  capacity: { label: '容量（托）' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

/** The house only narrows the areas offered: the contract takes the area, whose house the location belongs to. */
const schema = z.pipe(
  z.intersection(z.object({ houseId: requiredChoice('所属仓库') }), bodyForm.schema),
  z.transform(({ houseId: _house, ...body }) => body),
);
type Values = z.input<typeof schema>;

/** 所属仓库: choosing another house clears the area, which belonged to the old one. */
function HousePicker({
  value,
  onChange,
  onBlur,
}: {
  value: string;
  onChange: (id: string) => void;
  onBlur: () => void;
}) {
  const { setValue } = useFormContext<Values>();
  return (
    <LegacyHouseSelect
      id="houseId"
      value={value}
      onBlur={onBlur}
      onChange={(houseId) => {
        if (houseId !== value) setValue('areaId', '');
        onChange(houseId ?? '');
      }}
    />
  );
}

/** 所属库区: only the chosen house's areas; nothing to pick before a house is chosen. */
function AreaPicker({
  value,
  onChange,
  onBlur,
}: {
  value: string;
  onChange: (id: string) => void;
  onBlur: () => void;
}) {
  const houseId = useWatch<Values, 'houseId'>({ name: 'houseId' });
  return (
    <LegacyAreaSelect
      id="areaId"
      houseId={houseId || null}
      value={value}
      onBlur={onBlur}
      onChange={(areaId) => onChange(areaId ?? '')}
    />
  );
}

/** 新增库位 / 编辑库位: a house, then one of its areas (a form field the contract's body has not). */
export const LocationForm = defineRecordForm<MdLocation, Values, z.output<typeof schema>>({
  noun: '库位',
  schema,
  fields: [
    { name: 'houseId', label: '所属仓库', required: true, render: (field) => <HousePicker {...field} /> },
    // The body's fields, in a form that also holds the house.
    ...(bodyForm.fields({ areaId: (field) => <AreaPicker {...field} /> }) as FieldConfig<Values>[]),
  ],
  empty: { houseId: '', ...bodyForm.empty },
  values: (location) => ({
    houseId: location.houseId,
    areaId: location.areaId,
    code: location.code,
    name: location.name,
    capacity: location.capacity ?? null,
    remark: location.remark ?? '',
  }),
  add: (body, options) => mdLocationAdd({ body }, options),
  edit: (body, location, options) => mdLocationEdit({ body: { ...body, id: location.id } }, options),
});
