import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { CallOptions } from '@/shared/api';
import { pidTree, type PidRow } from '@/shared/lib/pid-tree';
import type { ColumnConfig, ExportFile } from '@/shared/ui/data-table';
import type { FormLabels, NamedItems } from './detail-items';
import type { IdsCall, StatusCalls } from '@/shared/ui/record-actions';
import type { AnyResource, CrudScreen, EditFrom, EditedOf, QueryOf } from './crud-types';
import { defineListScreen, type ListScreenPage } from './define-list-screen';
import { screenColumns, screenConditions } from './screen-columns';
import type {
  ListScreenDeclaration,
  ListScreenProps,
  RowActionSpec,
  RowPanelProps,
  ScreenSource,
  StateAction,
} from './types';

type Query = Record<string, unknown>;
type Loose = Record<string, unknown>;
type Row = { id: string };

/** A declared screen's page (composable through its props), with its declaration (its form's rules: declaredForm). */
export type CrudPage<R extends AnyResource> = ComponentType<ListScreenProps<QueryOf<R>>> & {
  readonly screen: ListScreenPage<Row, Query>['screen'];
  readonly declared: { resource: R; screen: CrudScreen<R, EditFrom> };
};

/** The resource's list as the table's source; a tree when the screen says so. */
function sourceOf(resource: AnyResource, tree: boolean | undefined): ScreenSource<Row, Query> {
  const source = resource.source as unknown as ScreenSource<Row, Query> & {
    fetch: (q: Query, o?: CallOptions) => Promise<unknown>;
  };
  if (!tree) return source;
  return { ...source, fetch: async (query, options) => pidTree((await source.fetch(query, options)) as PidRow[]) };
}

/** The state actions the screen keeps of the resource's (a tree deletes through its own dialog). */
function statusOf(
  resource: AnyResource,
  kept: CrudScreen<AnyResource, EditFrom>['status'],
  tree: boolean,
): StatusCalls | undefined {
  if (kept === false) return undefined;
  const calls: StatusCalls | undefined = kept === undefined || isNames(kept) ? resource.status : kept;
  if (!calls) return undefined;
  const names = kept === undefined || !isNames(kept) ? (Object.keys(calls) as (keyof StatusCalls)[]) : kept;
  return Object.fromEntries(
    names.flatMap((name) => (calls[name] && !(tree && name === 'delete') ? [[name, calls[name]]] : [])),
  );
}

const isNames = (
  kept: NonNullable<CrudScreen<AnyResource, EditFrom>['status']>,
): kept is readonly ('enable' | 'disable' | 'delete')[] => Array.isArray(kept);

const isStateAction = (spec: unknown): boolean =>
  typeof spec === 'object' &&
  spec !== null &&
  ['enable', 'disable', 'delete'].includes((spec as { kind?: string }).kind ?? '');

/** 删除 of a tree node: refused before any call while the node has children (shared/ui/tree-delete). */
function treeDeleteAction(noun: string, remove: IdsCall): RowActionSpec<Row> {
  return {
    kind: 'panel',
    action: 'delete',
    title: '删除',
    load: () =>
      import('@/shared/ui/tree-delete').then(
        ({ TreeDeleteDialog }) =>
          function TreeDelete({
            row,
            onClose,
            refetch,
          }: RowPanelProps<Row & { name?: string; code?: string; children?: readonly unknown[] }>) {
            return (
              <TreeDeleteDialog
                row={{ ...row, name: row.name ?? row.code ?? row.id }}
                noun={noun}
                remove={remove}
                onClose={onClose}
                refetch={refetch}
              />
            );
          },
      ),
  };
}

/**
 * One list/CRUD screen over a generated resource (docs/architecture.md → Screen kit):
 * `defineCrudScreen(pmMdRole, { noun: '项目角色', columns, conditions, form: { code: { label: '项目角色编码' }, … } })`.
 * The kit finds the list, 新增/编辑 with the contract's rules (edit = the add body + the record's id), the edited
 * record's values, 详情 over the detail call, 启用/停用/删除 by status (or 删除 for records without one), export, the
 * table id (the registry key) and the permission class. What it cannot know is declared, each with a way out.
 */
export function defineCrudScreen<R extends AnyResource, const From extends EditFrom = 'row'>(
  resource: R,
  screen: CrudScreen<R, From>,
): CrudPage<R> {
  type Edited = EditedOf<R, From> & { id: string };
  const columns = screenColumns(screen.columns) as unknown as readonly ColumnConfig<Loose>[];
  // The form's rules are built with its dialog's chunk (crud-form.ts), not when the list loads (architecture.md §9).
  const hasForm = Boolean(screen.form && resource.addFacts);
  // The detail's record type is the declaration's concern (its items, its form); here it is passed through.
  const detailQuery = resource.detail as ((id: string) => UseQueryOptions<object, Error, object, QueryKey>) | undefined;
  const editFromDetail = screen.editFrom === 'detail' && detailQuery ? (row: Row) => detailQuery(row.id) : undefined;

  const detail = screen.detail === true ? {} : screen.detail;
  const detailPanel =
    detail && detailQuery
      ? {
          kind: 'panel' as const,
          action: 'detail' as const,
          title: '详情',
          // The drawer and its descriptions load with the first 详情, not with the list.
          load: () =>
            Promise.all([import('@/shared/ui/record-detail'), import('./detail-items')]).then(
              ([{ defineDetailPanel }, { columnItems, namedItems }]) =>
                defineDetailPanel({
                  title: detail.title ?? `${screen.noun}详情`,
                  width: detail.width,
                  columns: detail.columns,
                  query: (row: Row) => detailQuery(row.id),
                  items: detail.items
                    ? namedItems(detail.items as NamedItems, columns, screen.form as FormLabels, screen.noun)
                    : columnItems(columns, detail.columns ?? 3),
                }),
            ),
        }
      : undefined;
  const save = screen.save as { edit?: unknown } | undefined;
  const canEdit = Boolean(screen.editor ?? (hasForm && (save?.edit ?? resource.edit)));
  const actions = (
    screen.rowActions ?? [...(detailPanel ? (['detail'] as const) : []), ...(canEdit ? (['edit'] as const) : [])]
  ).flatMap((spec): RowActionSpec<Row>[] => {
    if (isStateAction(spec)) {
      const state = spec as StateAction<Row>;
      const own =
        state.kind === 'delete' ? (resource.remove ?? resource.status?.delete) : resource.status?.[state.kind];
      return [{ ...state, call: state.call ?? own }];
    }
    if (spec !== 'detail') return [spec as RowActionSpec<Row>];
    if (!detailPanel) throw new Error(`${screen.noun}: 详情 needs a declared detail and the resource's detail call`);
    return [detailPanel];
  });
  const treeRemove = screen.tree && screen.status !== false ? (resource.remove ?? resource.status?.delete) : undefined;
  if (treeRemove) actions.push(treeDeleteAction(screen.noun, treeRemove));

  const exportCall = resource.export as ((variables: { body: unknown }) => ReturnType<ExportFile<Query>>) | undefined;
  const declaration: ListScreenDeclaration<Row, Query> = {
    tableId: screen.tableId,
    permissionPrefix: screen.permission,
    displayName: `CrudScreen(${screen.noun})`,
    source: sourceOf(resource, screen.tree),
    alsoRefetch: screen.alsoRefetch,
    columns: columns as unknown as ListScreenDeclaration<Row, Query>['columns'],
    conditions: screenConditions(screen.conditions, columns, screen.noun),
    form:
      (screen.editor as ListScreenDeclaration<Row, Query>['form']) ??
      (hasForm
        ? () =>
            Promise.all([import('./crud-form'), import('./crud-form-panel')]).then(
              ([{ crudForm }, { crudFormPanel }]) =>
                crudFormPanel(
                  crudForm<R, From, Edited>(resource, screen)?.config as never,
                  editFromDetail as ((row: Row) => UseQueryOptions<Edited, Error, Edited, QueryKey>) | undefined,
                ) as never,
            )
        : undefined),
    add: screen.add as ListScreenDeclaration<Row, Query>['add'],
    rowActions: actions,
    status: statusOf(resource, screen.status as CrudScreen<AnyResource, EditFrom>['status'], Boolean(screen.tree)),
    remove: screen.status === false || screen.tree ? undefined : resource.remove,
    toolbar: screen.toolbar,
    table: {
      ...(exportCall
        ? { exportFile: (request: Parameters<ExportFile<Query>>[0]) => exportCall({ body: request }) }
        : {}),
      ...(screen.tree ? { index: false, expandAll: true } : {}),
      ...(screen.table as ListScreenDeclaration<Row, Query>['table']),
    },
  };
  const page = defineListScreen(declaration);
  return Object.assign(page, { declared: { resource, screen } }) as unknown as CrudPage<R>;
}
