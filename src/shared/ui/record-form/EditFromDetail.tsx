import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Alert, Modal, Skeleton } from 'antd';
import type { ReactElement } from 'react';
import { userMessageOf } from '@/shared/lib/errors';

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
 * form filled from one would send them back as null. Until the detail arrives the dialog shows a skeleton (or why it
 * could not be fetched).
 */
export function EditFromDetail<T, TKey extends QueryKey>({
  query,
  title,
  width,
  onClose,
  children,
}: EditFromDetailProps<T, TKey>) {
  const detail = useQuery(query);
  if (detail.data) return children(detail.data);
  return (
    <Modal title={title} open width={width} onCancel={onClose} footer={null}>
      {detail.isError ? (
        <Alert type="error" showIcon title={`获取详情失败：${userMessageOf(detail.error)}`} />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Modal>
  );
}
