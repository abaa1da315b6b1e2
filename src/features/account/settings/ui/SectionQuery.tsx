import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';

interface SectionQueryProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/** A section's data: a skeleton while it loads, a retry when it failed (the request layer said why), then the content. */
export function SectionQuery<T>({ query, children }: SectionQueryProps<T>) {
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError) {
    return (
      <Result
        status="warning"
        title="数据加载失败"
        extra={
          <Button type="primary" onClick={() => void query.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  return children(query.data);
}
