import type { CallOptions } from '@/shared/api';
import type { CallAction } from '@/shared/ui/crud-screen';

type RemoveCall = (variables: { body: { projId: string; ids: string[] } }, options?: CallOptions) => Promise<unknown>;

/** 移除 a record from its project (members, plants, parts, suppliers): asked first, sent with the project's id. */
export function removeFromProject<Row extends { id: string; projId: string }>(remove: RemoveCall): CallAction<Row> {
  return {
    kind: 'call',
    action: 'delete',
    title: '移除',
    confirm: true,
    danger: true,
    run: (row, options) => remove({ body: { projId: row.projId, ids: [row.id] } }, options),
    done: '已移除',
  };
}
