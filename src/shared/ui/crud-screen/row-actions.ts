import { message } from 'antd';
import { rowConditionList } from '@/shared/lib/table-query';
import type { RowAction } from '@/shared/ui/data-table';
import { deleteAction, statusActions } from '@/shared/ui/record-actions';
import type { AddChildAction, ListScreenDeclaration, RowActionSpec } from './types';

interface Openers<Row> {
  edit: (row: Row) => void;
  add: (scope: object) => void;
  panel: (index: number, row: Row) => void;
  navigate: (to: string) => void;
}

/**
 * The declared row actions made real: the form's 编辑, panels opened, links followed, calls run then the list
 * refetched; exported for screens whose rules by status are worth a test of their own.
 */
export function buildRowActions<Row extends { id: string }, Query>(
  screen: ListScreenDeclaration<Row, Query>,
  open: Openers<Row>,
  refetch: () => Promise<unknown>,
  permissionPrefix = screen.permissionPrefix,
): RowAction<Row>[] {
  const specs: readonly RowActionSpec<Row>[] = screen.rowActions ?? (screen.form ? ['edit'] : []);
  const addChild = ({ scope = (row: Row) => ({ pid: row.id }), when }: AddChildAction<Row>): RowAction<Row> => ({
    action: 'manage',
    title: '新增下级',
    require: permissionPrefix && `${permissionPrefix}:add`,
    when,
    onClick: (row) => open.add(scope(row)),
  });
  const actions = specs.map((spec, index): RowAction<Row> => {
    if (spec === 'edit') return { action: 'edit', title: '编辑', onClick: open.edit };
    if (spec === 'addChild') return addChild({ kind: 'addChild' });
    if (!('kind' in spec)) return spec;
    switch (spec.kind) {
      case 'addChild':
        return addChild(spec);
      case 'edit':
        return { action: 'edit', title: '编辑', onClick: open.edit, when: spec.when, require: spec.require };
      case 'enable':
      case 'disable':
      case 'delete': {
        if (!spec.call) throw new Error(`${spec.kind} needs a call (or a declared screen whose resource has it)`);
        if (spec.kind === 'delete') return { ...deleteAction<Row>(spec.call, refetch), when: spec.when };
        const [made] = statusActions<Row>({ [spec.kind]: spec.call }, refetch, permissionPrefix);
        return { ...(made as RowAction<Row>), when: [...rowConditionList(made?.when), ...rowConditionList(spec.when)] };
      }
      case 'add': {
        const { kind: _kind, scope, ...shown } = spec;
        return { ...shown, onClick: (row) => open.add(scope(row)) };
      }
      case 'link': {
        const { kind: _kind, to, ...shown } = spec;
        return { ...shown, onClick: (row) => open.navigate(to(row)) };
      }
      case 'panel': {
        const { kind: _kind, load: _load, ...shown } = spec;
        return { ...shown, onClick: (row) => open.panel(index, row) };
      }
      case 'call': {
        const { kind: _kind, run, done, ...shown } = spec;
        return {
          ...shown,
          onClick: async (row) => {
            await run(row);
            void message.success(done);
            await refetch();
          },
        };
      }
    }
  });
  if (screen.status) actions.push(...statusActions<Row>(screen.status, refetch, permissionPrefix));
  if (screen.remove) actions.push(deleteAction<Row>(screen.remove, refetch));
  return actions;
}
