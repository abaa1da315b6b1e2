import { useQuery } from '@tanstack/react-query';
import { cdUomListQueryOptions, type CdUomListData } from '@/shared/api';

const units = {
  ...cdUomListQueryOptions({ body: { status: '0' } }),
  select: (list: CdUomListData) => new Map(list.map((unit) => [unit.name, unit.precision])),
};

/** The decimals of a material's unit, by its name (the material list carries the name, the units their precision). */
export function useUnitPrecision(uomName: string | undefined): number | undefined {
  const precisions = useQuery({ ...units, enabled: Boolean(uomName) });
  return uomName ? precisions.data?.get(uomName) : undefined;
}
