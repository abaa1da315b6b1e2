import { Suspense, type ComponentType } from 'react';
import { useRefetchList, type Refetchable } from '@/shared/ui/record-actions';
import { useStockIdParam } from '../api/stock-param';
import { useStockRow } from '../api/stock-row';
import type { StStock } from '../model/types';

/** A form that starts from one stock row (锁定, 隔离, 移库). */
export interface StockFormProps {
  stock?: StStock | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The form a screen opens with when 库存明细 sent a row (`?stockId=`, docs/design/scm-storage.md → 库存明细), once the
 * row has loaded; closing it drops the parameter, saving refetches the screen's list.
 */
export function StockFormFromLink({ Form, list }: { Form: ComponentType<StockFormProps>; list: Refetchable }) {
  const { stockId, clear } = useStockIdParam();
  const { stock, loading } = useStockRow(stockId);
  const refetch = useRefetchList(list);
  if (!stockId || loading) return null;
  return (
    <Suspense fallback={null}>
      <Form stock={stock} onClose={clear} onSaved={() => void refetch()} />
    </Suspense>
  );
}
