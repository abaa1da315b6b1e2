import { message } from 'antd';
import type { RowAction } from '@/shared/ui/data-table';
import type { IdsCall } from './status-actions';

/** 删除 of a record without a status (asked first, then the list refetches): the contract's `{ ids }` delete call. */
export function deleteAction<Row extends { id: string }>(call: IdsCall, refetch: () => unknown): RowAction<Row> {
  return {
    action: 'delete',
    title: '删除',
    confirm: true,
    danger: true,
    onClick: async (row) => {
      await call({ body: { ids: [row.id] } });
      void message.success('已删除');
      await refetch();
    },
  };
}
