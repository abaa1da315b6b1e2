import { message } from 'antd';
import type { RowCondition } from '@/shared/lib/table-query';
import type { RowAction } from '@/shared/ui/data-table';

/** A generated state-change call of the contract: every one takes `{ ids }` (common.yaml IdsBody). */
export type IdsCall = (variables: { body: { ids: string[] } }) => Promise<unknown>;

/** What a record needs for its state actions: an id and the contract's Status (0 enabled, 1 disabled, 2 archived). */
export interface StatusRow {
  id: string;
  status?: number | null | undefined;
}

export interface StatusCalls {
  enable?: IdsCall;
  disable?: IdsCall;
  delete?: IdsCall;
  archive?: IdsCall;
  recover?: IdsCall;
}

const ENABLED = 0;
const DISABLED = 1;
const ARCHIVED = 2;

/** The condition 'status equals …' on any row that has a status. */
const statusIs = <Row extends StatusRow>(value: number): RowCondition<Row> => ({
  field: 'status' as Extract<keyof Row, string>,
  op: 'eq',
  value,
});

/**
 * product.md §4.2 state changes as row actions, the same on every master-data screen, each asked first ('确认{title}吗？'):
 * 启用 a disabled record, 停用 an enabled one, 删除 and 归档 only a disabled one (an enabled record is in use),
 * 恢复 an archived one (back to disabled). After each the list refetches. `permissionPrefix` names the table's product.md §6
 * class, which archive and recover need for their own permissions.
 */
export function statusActions<Row extends StatusRow>(
  calls: StatusCalls,
  refetch: () => unknown,
  permissionPrefix?: string,
): RowAction<Row>[] {
  const run = (call: IdsCall, done: string) => async (row: Row) => {
    await call({ body: { ids: [row.id] } });
    void message.success(done);
    await refetch();
  };
  const actions: RowAction<Row>[] = [];
  if (calls.enable)
    actions.push({
      action: 'enable',
      title: '启用',
      confirm: true,
      when: statusIs(DISABLED),
      onClick: run(calls.enable, '已启用'),
    });
  if (calls.disable)
    actions.push({
      action: 'disable',
      title: '停用',
      confirm: true,
      danger: true,
      when: statusIs(ENABLED),
      onClick: run(calls.disable, '已停用'),
    });
  // Archive and recover are not product.md §4.1 action codes: they ride on 'close'/'active' and ask for '{prefix}:archive|recover'.
  if (calls.archive)
    actions.push({
      action: 'close',
      require: `${permissionPrefix}:archive`,
      title: '归档',
      confirm: true,
      when: statusIs(DISABLED),
      onClick: run(calls.archive, '已归档'),
    });
  if (calls.recover)
    actions.push({
      action: 'active',
      require: `${permissionPrefix}:recover`,
      title: '恢复',
      confirm: true,
      when: statusIs(ARCHIVED),
      onClick: run(calls.recover, '已恢复'),
    });
  if (calls.delete)
    actions.push({
      action: 'delete',
      title: '删除',
      confirm: true,
      danger: true,
      when: statusIs(DISABLED),
      onClick: run(calls.delete, '已删除'),
    });
  return actions;
}
