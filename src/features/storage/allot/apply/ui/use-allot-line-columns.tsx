import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { inScope, stockLinePicker, stockLocations } from '@/entities/storage/stock';
import type { GridColumn } from '@/shared/ui/editable-grid';
import { otherHouseProblem, stockOfLine, type AllotLine } from '../model/allot-lines';

/**
 * The lines' columns as the header makes them: the stock row picked from the 调出仓库's 合格 rows with 可用, 调入库位
 * among the 调入仓库's enabled non-isolation locations (docs/design/scm-storage-2.md → 调拨管理).
 */
export function useAllotLineColumns(columns: readonly GridColumn<AllotLine>[]): readonly GridColumn<AllotLine>[] {
  const houseId = useWatch<{ houseId: string }, 'houseId'>({ name: 'houseId' });
  const toHouseId = useWatch<{ toHouseId: string }, 'toHouseId'>({ name: 'toHouseId' });
  const locations = useQuery(stockLocations).data;
  return useMemo(() => {
    const targets = toHouseId
      ? (locations ?? []).filter(
          (location) => location.status === 0 && inScope(location, { houseId: toHouseId, isolation: 'exclude' }),
        )
      : [];
    const options = targets.map((location) => ({ value: location.id, title: `${location.code} ${location.name}` }));
    return columns.map((column): GridColumn<AllotLine> => {
      if (column.key === 'stockId')
        return {
          ...column,
          ...stockLinePicker<AllotLine>({
            houseId,
            params: { qualityStates: 'QUALIFIED', onlyAvailable: true },
            noHouse: '请先选择调出仓库：库存从调出仓库的合格库存中选取',
            toLine: stockOfLine,
          }),
          rule: (_value, line) => otherHouseProblem(line, houseId),
        };
      if (column.key === 'toLocationId') return { ...column, options };
      return column;
    });
  }, [columns, houseId, toHouseId, locations]);
}
