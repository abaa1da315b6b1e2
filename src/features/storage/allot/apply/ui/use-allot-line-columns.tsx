import { useQuery } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { inScope, StockPickSelector, stockLocations } from '@/entities/storage/stock';
import type { GridColumn, PickerProps } from '@/shared/ui/editable-grid';
import { otherHouseProblem, stockOfLine, type AllotLine } from '../model/allot-lines';

/** The picker when no 调出仓库 is chosen yet: it says so, and the line stays as it was. */
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
      请先选择调出仓库：库存从调出仓库的合格库存中选取
    </Modal>
  );
}

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
          picker: ({ onPick, onCancel }: PickerProps<AllotLine>) =>
            houseId ? (
              <StockPickSelector
                open
                multiple={false}
                params={{ houseIds: houseId, qualityStates: 'QUALIFIED', onlyAvailable: true }}
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
  }, [columns, houseId, toHouseId, locations]);
}
