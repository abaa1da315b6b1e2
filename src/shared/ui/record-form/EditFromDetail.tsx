import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Modal, Skeleton } from 'antd';
import type { ReactElement } from 'react';
import { LoadFailure, queryFailure } from '@/shared/ui/load-failure';

interface EditFromDetailProps<T, TKey extends QueryKey> {
  /** The record's detail call, e.g. `cdMaterialDetailQueryOptions({ body: { id } })`. */
  query: UseQueryOptions<T, Error, T, TKey>;
  title: string;
  width?: number;
  onClose: () => void;
  /** The edit form, given the whole record. */
  children: (record: T) => ReactElement;
}

/**
 * An edit that starts from the record's detail, not from its list row: list rows leave optional fields out, and a
 * form filled from one would send them back as null. Until the detail arrives the dialog shows a skeleton; a failed or
 * malformed answer (`data: null`) says why with 重试, never an endless skeleton or an empty form (issue 28, item 8).
 */
export function EditFromDetail<T, TKey extends QueryKey>({
  query,
  title,
  width,
  onClose,
  children,
}: EditFromDetailProps<T, TKey>) {
  const detail = useQuery(query);
  const failure = queryFailure(detail, () => true);
  if (detail.data && failure === undefined) return children(detail.data);
  return (
    <Modal title={title} open width={width} onCancel={onClose} footer={null}>
      {failure !== undefined ? (
        <LoadFailure message={`获取详情失败：${failure}`} onRetry={() => void detail.refetch()} />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Modal>
  );
}
