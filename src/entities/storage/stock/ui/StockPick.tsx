import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { ST_QUALITY_STATES } from '../model/states';
import { qtyWithUnit } from '../model/quantities';
import type { StStock } from '../model/types';
import { StockPickSelector } from './StockPickSelector';

export interface StockPickProps {
  id: string;
  /** The row chosen (from the selector, a detail, or the URL's `stockId`). */
  stock: StStock | undefined;
  onPick: (stock: StStock) => void;
  onBlur?: () => void;
  /** Only this warehouse's rows (a move's header). */
  houseId?: string | null;
  placeholder?: string;
  disabled?: boolean;
}

/** '电子料仓 / E1-01-01 防静电区 1 号货架第 1 层 · 合格：在库 2,452 个，锁定 0，隔离 0，已分配 0，可用 2,452 个'. */
export function stockFiguresLine(stock: StStock): string {
  const qty = (value: number) => qtyWithUnit(stock, value);
  return (
    `${stock.houseName} / ${stock.locationCode} ${stock.locationName} · ${ST_QUALITY_STATES[stock.qualityState].label}：` +
    `在库 ${qty(stock.onHandQty)}，锁定 ${qty(stock.lockedQty)}，隔离 ${qty(stock.isolatedQty)}，` +
    `已分配 ${qty(stock.allocatedQty)}，可用 ${qty(stock.availableQty)}`
  );
}

/**
 * A stock row as a form's field (库存锁定, 库存隔离; docs/design/scm-storage.md → 库存管理): its material and batch, picked
 * in 选择库存, with where it lies and its 在库 / 锁定 / 隔离 / 已分配 / 可用 under it.
 */
export function StockPick({ id, stock, onPick, onBlur, houseId, placeholder, disabled }: StockPickProps) {
  const [open, setOpen] = useState(false);
  const text = stock ? `${stock.materialCode} ${stock.materialName} · 批次 ${stock.batchNo}` : '';
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          readOnly
          value={text}
          placeholder={placeholder ?? '请选择库存（物料、批次、库位）'}
          onClick={() => !disabled && setOpen(true)}
          onBlur={onBlur}
          disabled={disabled}
        />
        <Button icon={<SearchOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
          选择
        </Button>
      </Space.Compact>
      {stock && <Typography.Text type="secondary">{stockFiguresLine(stock)}</Typography.Text>}
      {open && (
        <StockPickSelector
          open
          multiple={false}
          params={houseId ? { houseIds: houseId } : undefined}
          onCancel={() => setOpen(false)}
          onOk={([picked]) => {
            setOpen(false);
            if (picked) onPick(picked);
          }}
        />
      )}
    </>
  );
}
