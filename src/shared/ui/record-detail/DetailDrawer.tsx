import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Skeleton, type TabsProps } from 'antd';
import { Tabs } from '@/shared/ui/tabs';
import type { ReactNode } from 'react';
import type { DRAWER_WIDTH } from '@/shared/config';
import { AppDrawer } from '@/shared/ui/app-drawer';
import { AuditStamp, DetailList, type DetailItem } from '@/shared/ui/detail-list';
import { LoadFailure, queryFailure } from '@/shared/ui/load-failure';

export interface DetailDrawerProps<T extends object, TKey extends QueryKey> {
  title: string;
  onClose: () => void;
  /** The record's detail call, e.g. `mdCustomerDetailQueryOptions({ query: { id } })`; a failure also shows here. */
  query: UseQueryOptions<T, Error, T, TKey>;
  /** The labelled values, in reading order. */
  items: (record: T) => readonly DetailItem[];
  /** Below the values and the audit stamp: the record's tabs (addresses, images, history…). */
  children?: (record: T) => ReactNode;
  /** The record's other tabs: when given, the values and the audit stamp are the first tab, 基本信息, and these follow. */
  tabs?: (record: T) => NonNullable<TabsProps['items']>;
  width?: keyof typeof DRAWER_WIDTH;
  columns?: 1 | 2 | 3 | 4;
}

/** A record's detail in a drawer: its values in a detail list, its audit stamp (product.md §3), then what the screen adds. */
export function DetailDrawer<T extends object, TKey extends QueryKey>({
  title,
  onClose,
  query,
  items,
  children,
  tabs,
  width = 'large',
  columns = 3,
}: DetailDrawerProps<T, TKey>) {
  const detail = useQuery(query);
  // A failed answer, or a success without the record (`data: null`), is said in place with 重试 (issue 28, item 8).
  const failure = queryFailure(detail, () => true);
  const basics = (record: T) => (
    <>
      <DetailList columns={columns} items={items(record)} />
      <AuditStamp record={record} columns={columns === 4 ? 4 : 2} />
    </>
  );
  return (
    <AppDrawer open title={title} onClose={onClose} width={width}>
      {detail.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {failure && <LoadFailure message={`获取详情失败：${failure}`} onRetry={() => void detail.refetch()} />}
      {detail.data && tabs && (
        <Tabs items={[{ key: 'basics', label: '基本信息', children: basics(detail.data) }, ...tabs(detail.data)]} />
      )}
      {detail.data && !tabs && basics(detail.data)}
      {detail.data && children?.(detail.data)}
    </AppDrawer>
  );
}
