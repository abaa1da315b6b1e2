import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useLocationOptions } from '@/entities/storage/stock';
import type { FormValues } from '@/shared/ui/crud-screen';
import type { GridColumn, PickerProps } from '@/shared/ui/editable-grid';
import type { stMfgEntry } from '@/shared/api';
import { lineOfSource, type MfgLine } from '../model/mfg-lines';
import { WorkOrderSelector } from './WorkOrderSelector';

type Values = FormValues<typeof stMfgEntry>;

/** The order's picker: one order a line (its product, figures and suggested location come with it). */
function pickOrder({ onPick, onCancel }: PickerProps<MfgLine>) {
  return (
    <WorkOrderSelector
      open
      multiple={false}
      onCancel={onCancel}
      onOk={([order]) => (order ? onPick(lineOfSource(order)) : onCancel())}
    />
  );
}

/**
 * 入库明细's columns as the header makes them: 库位 among the chosen warehouse's locations and those the lines hold
 * (an order's suggested one), 工单 from the orders with 可入库 > 0.
 */
export function useMfgLineColumns(columns: readonly GridColumn<MfgLine>[]): readonly GridColumn<MfgLine>[] {
  const houseId = useWatch<Values, 'houseId'>({ name: 'houseId' });
  const lines = useWatch<Values, 'lines'>({ name: 'lines' }) as readonly MfgLine[] | undefined;
  const known = useMemo(
    () =>
      (lines ?? []).flatMap((line) =>
        line.locationId && line.locationCode
          ? [{ locationId: line.locationId, locationCode: line.locationCode, locationName: line.locationName ?? '' }]
          : [],
      ),
    [lines],
  );
  const options = useLocationOptions(houseId, known);
  return useMemo(
    () =>
      columns.map((column) => {
        if (column.key === 'locationId') return { ...column, options };
        if (column.key === 'workOrderId') return { ...column, picker: pickOrder };
        return column;
      }),
    [columns, options],
  );
}
