import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { inScope, stockLinePicker, stockLocations } from '@/entities/storage/stock';
import type { GridColumn } from '@/shared/ui/editable-grid';
import { otherHouseProblem, stockOfLine, type MoveLine } from '../model/move-lines';

/**
 * The lines' columns as the header makes them (LinesConfig.useColumns): the stock row picked from the chosen
 * warehouse's rows, 到库位 among its enabled non-isolation locations (isolation is 库存隔离's), and a line whose stock
 * lies elsewhere marked (docs/design/scm-storage.md → 库存移动).
 */
export function useMoveLineColumns(columns: readonly GridColumn<MoveLine>[]): readonly GridColumn<MoveLine>[] {
  const houseId = useWatch<{ houseId: string }, 'houseId'>({ name: 'houseId' });
  const locations = useQuery(stockLocations).data;
  return useMemo(() => {
    const targets = (locations ?? []).filter(
      (location) => location.status === 0 && inScope(location, { houseId, isolation: 'exclude' }),
    );
    const options = targets.map((location) => ({ value: location.id, title: `${location.code} ${location.name}` }));
    return columns.map((column): GridColumn<MoveLine> => {
      if (column.key === 'stockId')
        return {
          ...column,
          ...stockLinePicker<MoveLine>({
            houseId,
            noHouse: '请先选择仓库：移库在同一仓库内，库存从该仓库中选取',
            toLine: stockOfLine,
          }),
          rule: (_value, line) => otherHouseProblem(line, houseId),
        };
      if (column.key === 'toLocationId') return { ...column, options };
      return column;
    });
  }, [columns, houseId, locations]);
}
