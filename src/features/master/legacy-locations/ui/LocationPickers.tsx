import { useFormContext, useWatch, type ControllerRenderProps } from 'react-hook-form';
import { LegacyAreaSelect, LegacyHouseSelect } from '@/entities/legacy-storage';
import type { LocationFormValues } from '../model/location-form';

type Field<N extends 'houseId' | 'areaId'> = ControllerRenderProps<LocationFormValues, N>;

/** 所属仓库: choosing another house clears the area, which belonged to the old one. */
export function HousePicker({ field }: { field: Field<'houseId'> }) {
  const { setValue } = useFormContext<LocationFormValues>();
  return (
    <LegacyHouseSelect
      id="houseId"
      value={field.value}
      onBlur={field.onBlur}
      onChange={(houseId) => {
        if (houseId !== field.value) setValue('areaId', '');
        field.onChange(houseId ?? '');
      }}
    />
  );
}

/** 所属库区: only the chosen house's areas; nothing to pick before a house is chosen. */
export function AreaPicker({ field }: { field: Field<'areaId'> }) {
  const houseId = useWatch<LocationFormValues, 'houseId'>({ name: 'houseId' });
  return (
    <LegacyAreaSelect
      id="areaId"
      houseId={houseId || null}
      value={field.value}
      onBlur={field.onBlur}
      onChange={(areaId) => field.onChange(areaId ?? '')}
    />
  );
}
