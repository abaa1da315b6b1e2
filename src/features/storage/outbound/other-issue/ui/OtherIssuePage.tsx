import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { stOtherIssuePageSource, stStockPageQueryOptions } from '@/shared/api';
import { useRefetchList } from '@/shared/ui/record-actions';
import { QueryFailure } from '@/shared/ui/load-failure';
import { OtherIssueListPage } from './OtherIssueListPage';

const ID_PATTERN = /^[0-9]{1,20}$/;

// The declared add form, loaded as the list loads it, opened here with the stock row as its scope.
const AddForm = lazy(async () => {
  const load = OtherIssueListPage.screen.form;
  if (!load) throw new Error('其他出库单没有表单');
  return { default: await load() };
});

/** 新增 a 报废 of one stock row (from 效期查询): the row loaded by id, then the add form with it on its line. */
function ScrapOfStock({ stockId, onClose }: { stockId: string; onClose: () => void }) {
  const refetch = useRefetchList(stOtherIssuePageSource);
  const stock = useQuery({
    ...stStockPageQueryOptions({ body: { pageNo: 1, pageSize: 1, ids: stockId } }),
    select: (page) => page.rows.find((row) => row.id === stockId),
  });
  if (stock.isError) return <QueryFailure query={stock} title="获取要报废的库存失败" />;
  if (stock.isSuccess && !stock.data)
    return <Alert type="warning" showIcon closable onClose={onClose} title="要报废的库存行已不存在（可能已出库）" />;
  if (!stock.data) return null;
  return (
    <Suspense fallback={null}>
      <AddForm scope={{ scrapStock: stock.data }} onClose={onClose} onSaved={() => void refetch()} />
    </Suspense>
  );
}

/**
 * 其他出库 (/storage/issue/other): the list; with `?scrapStockId=<StStock id>` (效期查询's 报废) the add form opens as
 * a 报废 of that stock row, and closing it leaves the plain list.
 */
export function OtherIssuePage() {
  const [params, setParams] = useSearchParams();
  const scrapStockId = params.get('scrapStockId') ?? '';
  return (
    <>
      <OtherIssueListPage />
      {ID_PATTERN.test(scrapStockId) && (
        <ScrapOfStock
          key={scrapStockId}
          stockId={scrapStockId}
          onClose={() => setParams((current) => (current.delete('scrapStockId'), current), { replace: true })}
        />
      )}
    </>
  );
}
