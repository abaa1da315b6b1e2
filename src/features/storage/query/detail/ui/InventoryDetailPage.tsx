import { Checkbox, Flex } from 'antd';
import { useState } from 'react';
import { StockListPage } from './StockListPage';
import { StockTotals } from './StockTotals';
import { useStockConditions } from './use-stock-conditions';

interface Flags {
  onlyAvailable?: true;
  onlyHeld?: true;
}

/**
 * 库存明细 (`st.inventoryDetail`, docs/design/scm-storage.md → 库存明细): the stock rows by 仓库, 库区, 库位, 物料组,
 * 物料, 批次, 质量状态 and 效期状态, 只看有可用 / 只看锁定或隔离, and 合计 per unit for the whole query under the list.
 */
export function InventoryDetailPage() {
  const conditions = useStockConditions(StockListPage.screen.conditions ?? []);
  const [flags, setFlags] = useState<Flags>({});
  const toggle = (key: keyof Flags, on: boolean) =>
    setFlags(({ [key]: _dropped, ...rest }) => (on ? { ...rest, [key]: true } : rest));
  return (
    <Flex vertical gap="middle">
      <StockListPage
        conditions={conditions}
        extendedParams={flags}
        toolbar={
          <>
            <Checkbox checked={!!flags.onlyAvailable} onChange={(e) => toggle('onlyAvailable', e.target.checked)}>
              只看有可用
            </Checkbox>
            <Checkbox checked={!!flags.onlyHeld} onChange={(e) => toggle('onlyHeld', e.target.checked)}>
              只看锁定或隔离
            </Checkbox>
          </>
        }
      />
      <StockTotals />
    </Flex>
  );
}
