import { useFormContext, useWatch } from 'react-hook-form';
import { LocationSelect, type LocationSelectProps } from '@/entities/storage/stock';

/** 目标库位: a location of the chosen 目标线边仓 (nothing to choose before it). */
export function TargetLocationSelect(props: Omit<LocationSelectProps, 'houseId'>) {
  const { control } = useFormContext<{ toHouseId: string | null }>();
  const houseId = useWatch({ control, name: 'toHouseId' });
  return <LocationSelect {...props} houseId={houseId} isolation="exclude" />;
}
