import { useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { stStockPageQueryOptions } from '@/shared/api';
import { rfeFromStock } from '../model/rfe-from-stock';
import { RfeListPage } from './RfeListPage';

const ID_PATTERN = /^[0-9]{1,20}$/;

// The form stays in its own chunk, as the list's 新增 loads it (RfeListPage's editor).
const RfeForm = lazy(() => import('./RfeForm').then((m) => ({ default: m.RfeForm })));

/** The new request of a stock row, once the row is read; a batch no longer at the location is said, not opened. */
function RfeFromStockForm({
  batchId,
  locationId,
  onDone,
}: {
  batchId: string;
  locationId: string;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const stock = useQuery(stStockPageQueryOptions({ body: { pageNo: 1, pageSize: 20, batchId, locationId } }));
  const prefill = stock.data && rfeFromStock(stock.data.rows, batchId, locationId, dayjs().format('YYYY-MM-DD'));
  const missing = stock.isError || (stock.data !== undefined && !prefill);
  useEffect(() => {
    if (!missing) return;
    void message.warning('该批次已不在这个库位，请手工新增复检申请');
    onDone();
  }, [missing, onDone]);
  if (!prefill) return null;
  return (
    <Suspense fallback={null}>
      <RfeForm
        prefill={prefill}
        onClose={onDone}
        onSaved={() => {
          onDone();
          void queryClient.invalidateQueries({ queryKey: ['scm', 'qmRfeApplyPage'] });
        }}
      />
    </Suspense>
  );
}

/**
 * RFE 申请 (docs/design/scm-quality.md → RFE 申请). Opened from storage's 效期查询 with `?batchId=&locationId=`
 * (docs/design/scm-storage.md → 效期查询), it opens 新增复检申请 filled from that stock: 来源 效期查询.
 */
export function RfeApplyPage() {
  const [params, setParams] = useSearchParams();
  const batchId = params.get('batchId') ?? '';
  const locationId = params.get('locationId') ?? '';
  const fromStock = ID_PATTERN.test(batchId) && ID_PATTERN.test(locationId);
  return (
    <>
      <RfeListPage />
      {fromStock && (
        <RfeFromStockForm
          key={`${batchId}-${locationId}`}
          batchId={batchId}
          locationId={locationId}
          onDone={() => setParams({}, { replace: true })}
        />
      )}
    </>
  );
}
