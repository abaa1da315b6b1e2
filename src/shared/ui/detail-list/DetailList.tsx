import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import type { sysSchemas } from '@/shared/api';
import { lineUp } from './line-up';

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** Columns this item spans; an item wider than what is left of its line starts the next one (line-up.ts). */
  span?: number;
}

/** product.md §2.6 detail list: labelled values in 1–4 columns (3 by default); empty values show '-'. */
export function DetailList({
  items,
  columns = 3,
  title,
}: {
  items: readonly DetailItem[];
  columns?: 1 | 2 | 3 | 4;
  title?: ReactNode;
}) {
  const spans = lineUp(
    items.map((item) => item.span),
    columns,
  );
  return (
    <Descriptions
      title={title}
      column={columns}
      size="small"
      items={items.map((item, index) => ({
        key: item.label,
        label: item.label,
        span: spans[index],
        children: item.value === null || item.value === undefined || item.value === '' ? '-' : item.value,
      }))}
    />
  );
}

type Stamp = sysSchemas['schemas']['AuditStamp'];

/** The audit stamp of a record (product.md §3): who created and last changed it, and when. */
export function AuditStamp({ record, columns = 4 }: { record: Stamp; columns?: 1 | 2 | 3 | 4 }) {
  return (
    <DetailList
      columns={columns}
      items={[
        { label: '创建人', value: record.createAccount },
        { label: '创建时间', value: record.createTime },
        { label: '更新人', value: record.updateAccount },
        { label: '更新时间', value: record.updateTime },
      ]}
    />
  );
}
