import { useQuery } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { inScope, StockPickSelector, stockLocations } from '@/entities/storage/stock';
import type { GridColumn, PickerProps } from '@/shared/ui/editable-grid';
import { otherHouseProblem, stockOfLine, type MoveLine } from '../model/move-lines';

const NO_HOUSE = '请先选择仓库：移库在同一仓库内，库存从该仓库中选取';

/** The picker when no warehouse is chosen yet: it says so, and the line stays as it was. */
function NoHouse({ onCancel }: { onCancel: () => void }) {
  return (
    <Modal
      open
      title="选择库存"
      onCancel={onCancel}
      footer={
        <Button type="primary" onClick={onCancel}>
          知道了
        </Button>
      }
    >
      {NO_HOUSE}
    </Modal>
  );
}

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
          picker: ({ onPick, onCancel }: PickerProps<MoveLine>) =>
            houseId ? (
              <StockPickSelector
                open
                multiple={false}
                params={{ houseIds: houseId }}
                onCancel={onCancel}
                onOk={([row]) => (row ? onPick(stockOfLine(row)) : onCancel())}
              />
            ) : (
              <NoHouse onCancel={onCancel} />
            ),
          parse: () => ({ refused: '库存请用“选择库存”挑选（物料、批次、库位一起选）' }),
          rule: (_value, line) => otherHouseProblem(line, houseId),
        };
      if (column.key === 'toLocationId') return { ...column, options };
      return column;
    });
  }, [columns, houseId, locations]);
}
