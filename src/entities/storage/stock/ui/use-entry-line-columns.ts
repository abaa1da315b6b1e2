import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { cdUomListQueryOptions } from '@/shared/api';
import type { GridColumn, PickerProps } from '@/shared/ui/editable-grid';
import type { EntryGridLine } from '../model/entry-grid';
import { useLocationOptions, type KnownLocation } from './use-location-options';

/** The material picker a screen brings (entities do not import one another): it picks one material for a line. */
export type EntryMaterialPicker<L> = (
  props: PickerProps<L>,
  precisionOf: (uom: string) => number | undefined,
) => ReactElement;

/**
 * The entry lines' columns bound to the document's warehouse: 库位 among its enabled locations (and those the edited
 * lines hold), 物料 through the screen's picker with its unit's decimals from the units' list.
 */
export function useEntryLineColumns<L extends EntryGridLine>(
  columns: readonly GridColumn<L>[],
  houseId: string | undefined,
  picker: EntryMaterialPicker<L>,
  known?: readonly KnownLocation[],
): readonly GridColumn<L>[] {
  const options = useLocationOptions(houseId, known);
  const units = useQuery(cdUomListQueryOptions({ body: { status: '0' } }));
  const unitList = units.data;
  return useMemo(() => {
    const precisions = new Map((unitList ?? []).map((unit) => [unit.name, unit.precision]));
    const precisionOf = (uom: string) => precisions.get(uom);
    return columns.map((column) => {
      if (column.key === 'locationId') return { ...column, options };
      if (column.key === 'materialId')
        return { ...column, picker: (props: PickerProps<L>) => picker(props, precisionOf) };
      return column;
    });
  }, [columns, options, unitList, picker]);
}
