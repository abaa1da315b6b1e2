import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useLocationOptions } from '@/entities/storage/stock';
import { PickerNotYet, type GridColumn, type PickerProps } from '@/shared/ui/editable-grid';
import { lineOfSource, type ReceiptFormValues, type ReceiptLine } from '../model/receipt-lines';
import { ReceiptSourceSelector } from './ReceiptSourceSelector';

const NO_SUPPLIER = '请先选择供应商和收货仓库：收货行取自它的 ASN 行或订单行';

/**
 * The receipt lines' columns as the header makes them (LinesConfig.useColumns): the source picked from the chosen
 * supplier's open ASN and order lines for the chosen warehouse, 收货库位 among the warehouse's enabled locations.
 */
export function useReceiptLineColumns(columns: readonly GridColumn<ReceiptLine>[]): readonly GridColumn<ReceiptLine>[] {
  const supplierId = useWatch<ReceiptFormValues, 'supplierId'>({ name: 'supplierId' });
  const houseId = useWatch<ReceiptFormValues, 'houseId'>({ name: 'houseId' });
  const lines = useWatch<ReceiptFormValues, 'lines'>({ name: 'lines' }) as readonly ReceiptLine[] | undefined;
  const held = useMemo(
    () =>
      (lines ?? [])
        .filter((line) => line.locationId && line.locationCode)
        .map((line) => ({
          locationId: line.locationId,
          locationCode: line.locationCode ?? '',
          locationName: line.locationName ?? '',
        })),
    [lines],
  );
  const locations = useLocationOptions(houseId || undefined, held);
  return useMemo(() => {
    return columns.map((column) => {
      if (column.key === 'sourceId')
        return {
          ...column,
          picker: ({ onPick, onCancel }: PickerProps<ReceiptLine>) =>
            supplierId && houseId ? (
              <ReceiptSourceSelector
                open
                multiple={false}
                params={{ supplierId, houseId }}
                onCancel={onCancel}
                onOk={([row]) => (row ? onPick(lineOfSource(row)) : onCancel())}
              />
            ) : (
              <PickerNotYet title="选择收货来源" message={NO_SUPPLIER} onCancel={onCancel} />
            ),
          parse: () => ({ refused: '来源请用“选择”从 ASN 行或订单行中选取，或扫描箱标签' }),
        };
      if (column.key === 'locationId') return { ...column, options: locations };
      return column;
    });
  }, [columns, supplierId, houseId, locations]);
}
