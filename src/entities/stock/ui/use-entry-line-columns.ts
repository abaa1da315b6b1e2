import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { cdLocationPageQueryOptions, cdUomListQueryOptions } from '@/shared/api';
import type { GridColumn, PickerProps } from '@/shared/ui/editable-grid';
import type { ReactElement } from 'react';
import type { EntryGridLine } from '../model/entry-grid';

const NONE: readonly KnownLocation[] = [];

/** The material picker a screen brings (entities do not import one another): it picks one material for a line. */
export type EntryMaterialPicker<L> = (
  props: PickerProps<L>,
  precisionOf: (uom: string) => number | undefined,
) => ReactElement;

/** A location a line already holds (an edited document's), offered even when the list no longer has it. */
export interface KnownLocation {
  locationId: string;
  locationCode: string;
  locationName: string;
}

/**
 * The entry lines' columns bound to the document's warehouse: 库位 among its enabled locations (and those the edited
 * lines hold), 物料 through the screen's picker with its unit's decimals from the units' list.
 */
export function useEntryLineColumns<L extends EntryGridLine>(
  columns: readonly GridColumn<L>[],
  houseId: string | undefined,
  picker: EntryMaterialPicker<L>,
  known: readonly KnownLocation[] = NONE,
): readonly GridColumn<L>[] {
  const locations = useQuery({
    ...cdLocationPageQueryOptions({ body: { pageNo: 1, pageSize: 200, status: '0', warehouseId: houseId ?? '' } }),
    enabled: Boolean(houseId),
  });
  const units = useQuery(cdUomListQueryOptions({ body: { status: '0' } }));
  const rows = locations.data?.rows;
  const unitList = units.data;
  return useMemo(() => {
    const precisions = new Map((unitList ?? []).map((unit) => [unit.name, unit.precision]));
    const precisionOf = (uom: string) => precisions.get(uom);
    const listed = (rows ?? []).map((row) => ({ value: row.id, title: `${row.code} ${row.name}` }));
    const held = known
      .filter((location) => !listed.some((option) => option.value === location.locationId))
      .map((location) => ({ value: location.locationId, title: `${location.locationCode} ${location.locationName}` }));
    const options = [...listed, ...new Map(held.map((option) => [option.value, option])).values()];
    return columns.map((column) => {
      if (column.key === 'locationId') return { ...column, options };
      if (column.key === 'materialId')
        return {
          ...column,
          picker: (props: PickerProps<L>) => picker(props, precisionOf),
        };
      return column;
    });
  }, [columns, rows, unitList, picker, known]);
}
