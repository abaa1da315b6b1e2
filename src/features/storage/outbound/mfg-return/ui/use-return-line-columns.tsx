import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { inScope, stockLocations } from '@/entities/storage/stock';
import { PickerNotYet, type GridColumn, type PickerProps } from '@/shared/ui/editable-grid';
import { returnLocationProblem, shownOf, type ReturnFormValues, type ReturnLine } from '../model/return-lines';
import { ReturnSourcePicker } from './ReturnSourcePicker';

function sourcePicker(workOrderId: string | undefined) {
  return function SourcePicker({ line, onPick, onCancel }: PickerProps<ReturnLine>) {
    if (!workOrderId)
      return (
        <PickerNotYet title="选择退料批次" message="请先选择工单：退料的批次是发给该工单的批次" onCancel={onCancel} />
      );
    return (
      <ReturnSourcePicker
        workOrderId={workOrderId}
        onCancel={onCancel}
        // A new line starts as 余料 back to where the batch left; a line's own type and location are kept.
        onPick={(source) =>
          onPick({
            ...shownOf(source),
            returnType: line.returnType || 'SURPLUS',
            locationId: line.locationId || source.locationId,
          })
        }
      />
    );
  };
}

/**
 * 退料明细's columns as the header makes them (LinesConfig.useColumns): the batch picked among those issued to the
 * chosen work order, and 退回库位 among the chosen warehouse's locations, 不良 only to an isolation one.
 */
export function useReturnLineColumns(columns: readonly GridColumn<ReturnLine>[]): readonly GridColumn<ReturnLine>[] {
  const workOrderId = useWatch<ReturnFormValues, 'workOrderId'>({ name: 'workOrderId' });
  const houseId = useWatch<ReturnFormValues, 'houseId'>({ name: 'houseId' });
  const locations = useQuery(stockLocations);
  const list = locations.data;
  return useMemo(() => {
    const here = (list ?? []).filter((location) => inScope(location, { houseId }) && location.status === 0);
    const isolation = (id: string) => (list ?? []).find((location) => location.id === id)?.isolation;
    return columns.map((column) => {
      if (column.key === 'batchNo')
        return {
          ...column,
          picker: sourcePicker(workOrderId || undefined),
          parse: () => ({ refused: '批次请在“选择退料批次”中选取（发给该工单的批次）' }),
        };
      if (column.key === 'locationId')
        return {
          ...column,
          options: here.map((location) => ({
            value: location.id,
            title: `${location.code} ${location.name}${location.isolation ? '（隔离）' : ''}`,
          })),
          rule: (_value: unknown, line: ReturnLine) => returnLocationProblem(line, isolation),
        };
      return column;
    });
  }, [columns, workOrderId, houseId, list]);
}
