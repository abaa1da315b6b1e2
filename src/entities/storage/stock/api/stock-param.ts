import { useSearchParams } from 'react-router-dom';

/**
 * The `?stockId=` another screen opened this one with (库存明细's 锁定 / 隔离 / 移库; docs/design/scm-storage.md →
 * 库存明细), and how to drop it once its form is closed (a reload does not open it again).
 */
export function useStockIdParam(): { stockId: string | null; clear: () => void } {
  const [params, setParams] = useSearchParams();
  return {
    stockId: params.get('stockId'),
    clear: () =>
      setParams(
        (current) => {
          current.delete('stockId');
          return current;
        },
        { replace: true },
      ),
  };
}
