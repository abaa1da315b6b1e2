import { LoadFailure } from './LoadFailure';
import { queryFailure } from './query-failure';

interface FailedQuery {
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
  data: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * Where a panel's own query would show its data: nothing while it loads or when its answer is good; its failure, or
 * a malformed answer (`data: null`), as `${title}：reason` with 重试 (issue 28, item 8).
 */
export function QueryFailure({ query, title }: { query: FailedQuery; /** 获取详情失败 */ title: string }) {
  const failure = queryFailure(query, () => true);
  if (failure === undefined) return null;
  return <LoadFailure message={`${title}：${failure}`} onRetry={() => void query.refetch()} />;
}
