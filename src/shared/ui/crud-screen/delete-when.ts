import type { CallOptions } from '@/shared/api';
import type { RowCondition } from '@/shared/lib/table-query';
import type { CallAction } from './types';

type DeleteCall = (variables: { body: { ids: string[] } }, options?: CallOptions) => Promise<unknown>;

/**
 * 删除 of the rows where `when` holds only (a draft, a disabled role, a version not in use): asked first, in red. The
 * kit's status actions delete any row, so a screen declaring this one leaves them out (`status: false`).
 */
export function deleteWhen<Row extends { id: string }>(
  when: RowCondition<Row> | readonly RowCondition<Row>[],
  remove: DeleteCall,
  done = '已删除',
): CallAction<Row> {
  return {
    kind: 'call',
    action: 'delete',
    title: '删除',
    confirm: true,
    danger: true,
    when,
    run: (row, options) => remove({ body: { ids: [row.id] } }, options),
    done,
  };
}
