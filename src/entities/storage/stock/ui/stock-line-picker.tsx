import { PickerNotYet, type PickerProps } from '@/shared/ui/editable-grid';
import type { StStock } from '../model/types';
import { StockPickSelector } from './StockPickSelector';

export interface StockLinePickerOptions<L> {
  /** The warehouse the stock is taken from (the header's). */
  houseId: string | undefined;
  /** What the picker lists besides the warehouse (调拨: 合格 rows with 可用). */
  params?: Record<string, unknown>;
  /** What the picker says while no warehouse is chosen. */
  noHouse: string;
  /** The picked row as the line's fields. */
  toLine: (stock: StStock) => Partial<L>;
}

/**
 * A 移库 or 调拨 line's 库存 cell (docs/design/scm-storage.md → 库存移动, scm-storage-2.md → 调拨管理): the stock rows
 * of the header's warehouse to pick one from, and a pasted text refused, since a row is a material, a batch and a
 * location together.
 */
export function stockLinePicker<L>({ houseId, params, noHouse, toLine }: StockLinePickerOptions<L>) {
  return {
    picker: ({ onPick, onCancel }: PickerProps<L>) =>
      houseId ? (
        <StockPickSelector
          open
          multiple={false}
          params={{ houseIds: houseId, ...params }}
          onCancel={onCancel}
          onOk={([row]) => (row ? onPick(toLine(row)) : onCancel())}
        />
      ) : (
        <PickerNotYet title="选择库存" message={noHouse} onCancel={onCancel} />
      ),
    parse: () => ({ refused: '库存请用“选择库存”挑选（物料、批次、库位一起选）' }),
  };
}
