import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useLocationOptions } from '@/entities/storage/stock';
import { PickerNotYet, type GridColumn, type PickerProps } from '@/shared/ui/editable-grid';
import { lineOfSource, type PutawayFormValues, type PutawayLine } from '../model/putaway-lines';
import { PutawaySourceSelector } from './PutawaySourceSelector';

/**
 * The put-away lines' columns as the header makes them: the receipt line picked from the chosen warehouse's judged
 * ones, 上架库位 among its enabled locations (and the ones the lines already hold).
 */
export function usePutawayLineColumns(columns: readonly GridColumn<PutawayLine>[]): readonly GridColumn<PutawayLine>[] {
  const houseId = useWatch<PutawayFormValues, 'houseId'>({ name: 'houseId' });
  const lines = useWatch<PutawayFormValues, 'lines'>({ name: 'lines' }) as readonly PutawayLine[] | undefined;
  const held = useMemo(
    () =>
      (lines ?? [])
        .filter((line) => line.toLocationId && line.toLocationCode)
        .map((line) => ({
          locationId: line.toLocationId,
          locationCode: line.toLocationCode ?? '',
          locationName: line.toLocationName ?? '',
        })),
    [lines],
  );
  const locations = useLocationOptions(houseId || undefined, held);
  return useMemo(
    () =>
      columns.map((column) => {
        if (column.key === 'receiptLineId')
          return {
            ...column,
            picker: ({ onPick, onCancel }: PickerProps<PutawayLine>) =>
              houseId ? (
                <PutawaySourceSelector
                  open
                  multiple={false}
                  params={{ houseId }}
                  onCancel={onCancel}
                  onOk={([row]) => (row ? onPick(lineOfSource(row)) : onCancel())}
                />
              ) : (
                <PickerNotYet
                  title="选择收货行"
                  message="请先选择仓库：上架的是这个仓库里已判定可入库的收货行"
                  onCancel={onCancel}
                />
              ),
            parse: () => ({ refused: '收货行请用“选择”从已判定的收货行中选取' }),
          };
        if (column.key === 'toLocationId') return { ...column, options: locations };
        return column;
      }),
    [columns, houseId, locations],
  );
}
