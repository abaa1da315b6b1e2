import { useFormContext, useWatch, type ControllerRenderProps, type FieldPath } from 'react-hook-form';
import { LegacyAreaSelect, LegacyHouseSelect } from '@/entities/legacy-storage';
import type { LocationFormValues } from '../model/location-form';

type Field = ControllerRenderProps<LocationFormValues, FieldPath<LocationFormValues>>;

const idOf = (value: unknown) => (typeof value === 'string' ? value : null);

/** 所属仓库: choosing another house clears the area, which belonged to the old one. */
export function HousePicker({ field }: { field: Field }) {
  const { setValue } = useFormContext<LocationFormValues>();
  return (
    <LegacyHouseSelect
      id="houseId"
      value={idOf(field.value)}
      onBlur={field.onBlur}
      onChange={(houseId) => {
        if (houseId !== idOf(field.value)) setValue('areaId', '');
        field.onChange(houseId ?? '');
      }}
    />
  );
}

/** 所属库区: only the chosen house's areas; nothing to pick before a house is chosen. */
export function AreaPicker({ field }: { field: Field }) {
  const houseId = useWatch<LocationFormValues, 'houseId'>({ name: 'houseId' });
  return <LegacyAreaSelect id="areaId" houseId={houseId || null} value={idOf(field.value)} onBlur={field.onBlur} onChange={(areaId) => field.onChange(areaId ?? '')} />;
}
