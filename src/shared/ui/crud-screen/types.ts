import type { ComponentType, ReactNode } from 'react';
import type { CallOptions } from '@/shared/api';
import type { RowCondition, SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig, DataTableProps, RowAction, RowActionCode, TableSource } from '@/shared/ui/data-table';
import type { IdsCall, ListOperation, Refetchable, StatusCalls } from '@/shared/ui/record-actions';
import type { RecordFormPanel } from '@/shared/ui/record-form';

/** Where the rows come from, and which operation's queries a save refetches. */
export interface ScreenSource<Row, Query> extends TableSource<Row, Query> {
  operation: ListOperation;
}

/** What a lazily loaded dialog or drawer of a row gets. */
export interface RowPanelProps<Row> {
  row: Row;
  onClose: () => void;
  /** Refetches the list (after the panel changed the record). */
  refetch: () => Promise<unknown>;
}

type Loader<P> = () => Promise<ComponentType<P>>;

/** What an add dialog gets: the list's scope (where a new record starts), and how to close and refetch. */
export interface AddPanelProps<Scope> {
  scope?: Scope | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** A row action that opens a panel (detail drawer, history, a sub-list) in its own lazy chunk. */
export interface PanelAction<Row> {
  kind: 'panel';
  action: RowActionCode;
  title: string;
  require?: string;
  when?: RowCondition<Row> | readonly RowCondition<Row>[];
  load: Loader<RowPanelProps<Row>>;
}

/** A row action that calls the server (asked first when `confirm`), tells the result, then refetches the list. */
export interface CallAction<Row> {
  kind: 'call';
  action: RowActionCode;
  title: string;
  require?: string;
  confirm?: boolean;
  danger?: boolean;
  when?: RowCondition<Row> | readonly RowCondition<Row>[];
  /** The generated call; the kit passes `{ quiet }` nowhere: a failure toasts through the request layer. */
  run: (row: Row, options?: CallOptions) => Promise<unknown>;
  done: string;
}

/**
 * The row actions of a screen, in their order: 'edit' opens the form, 'add' its 新增 from the row, a panel opens its chunk, a link its page, a call runs and
 * refetches, a plain RowAction does what it says. The status actions (`status`) follow them.
 */
export type RowActionSpec<Row> =
  | 'edit'
  | 'addChild'
  | EditAction<Row>
  | StateAction<Row>
  | AddAction<Row>
  | AddChildAction<Row>
  | PanelAction<Row>
  | LinkAction<Row>
  | CallAction<Row>
  | RowAction<Row>;

/**
 * 新增下级 of a tree screen, behind `{class}:add`: the form's 新增 starting under the row (`{ pid: row.id }`, or what
 * `scope` says: the child's category, its level). `'addChild'` is the plain one.
 */
export interface AddChildAction<Row> {
  kind: 'addChild';
  scope?: (row: Row) => object;
  when?: RowCondition<Row> | readonly RowCondition<Row>[];
}

/** A row action that opens the form's 新增 starting from the row (新增下级: a new node under it). */
export interface AddAction<Row> {
  kind: 'add';
  action: RowActionCode;
  title: string;
  require?: string;
  when?: RowCondition<Row> | readonly RowCondition<Row>[];
  scope: (row: Row) => object;
}

/** A row action that opens the record's own page (a detail page with tabs) in the workspace, or another screen for it. */
export interface LinkAction<Row> {
  kind: 'link';
  action: RowActionCode;
  title: string;
  require?: string;
  when?: RowCondition<Row> | readonly RowCondition<Row>[];
  to: (row: Row) => string;
}

/** 编辑 for some rows only (an archived record is read-only until recovered), or under another permission. */
export interface EditAction<Row> {
  kind: 'edit';
  when?: RowCondition<Row> | readonly RowCondition<Row>[];
  /** A permission name instead of `${prefix}:edit` (a partner's address is edited with the partner). */
  require?: string;
}

/**
 * 启用 / 停用 / 删除 for some rows only (an ordinary user, a draft, a record that is not the system's), asked first,
 * then the list refetched: 启用 and 停用 keep their own state condition and `when` narrows it, 删除 goes by `when`
 * alone. Through `call`, or (on a declared screen) the resource's own.
 */
export interface StateAction<Row> {
  kind: 'enable' | 'disable' | 'delete';
  when?: RowCondition<Row> | readonly RowCondition<Row>[];
  call?: IdsCall;
}

/** What a screen's toolbar and its ways out get from the kit. */
export interface ScreenContext {
  refetch: () => Promise<unknown>;
}

/** Table options the declaration passes through (selection, export, index, defaults…). */
export type TableOptions<Row extends object, Query> = Pick<
  DataTableProps<Row, Query>,
  | 'rowKey'
  | 'selection'
  | 'keepSelectionAcrossPages'
  | 'selectionActions'
  | 'exportFile'
  | 'exportPermission'
  | 'addLabel'
  | 'addPermission'
  | 'index'
  | 'defaultParams'
  | 'injectedParams'
  | 'actionWidth'
  | 'virtualHeight'
  | 'expandAll'
>;

/** One list/CRUD screen, declared (architecture.md §7). */
export interface ListScreenDeclaration<Row extends { id: string }, Query> {
  /** Names the table's layout in local storage; default: the registry key the screen is opened by. */
  tableId?: string;
  /** The class of its permissions (`${prefix}:add`, `:edit`, `:export`…); default: the registry key without its family. */
  permissionPrefix?: string;
  /** Names the screen in React DevTools. */
  displayName?: string;
  source: ScreenSource<Row, Query>;
  /** Other lists or trees a save changes (a group tree beside the list). */
  alsoRefetch?: readonly Refetchable[];
  columns: readonly ColumnConfig<Row>[];
  conditions?: readonly SearchCondition[];
  /** The add/edit form, loaded when first opened. Without it (and without `add`) the screen has no 新增 and no 编辑. */
  form?: () => Promise<RecordFormPanel<Row, Partial<Query>>>;
  /** 新增 by a dialog of its own (a batch of rows, a form that only adds): it replaces the form's add. */
  add?: { label?: string; load: Loader<AddPanelProps<Partial<Query>>> };
  /** Default: 'edit' when there is a form. */
  rowActions?: readonly RowActionSpec<Row>[];
  /** 启用/停用/删除/归档/恢复 by status, each asked first, after the row actions. */
  status?: StatusCalls;
  /** 删除 on every row (records without a status), asked first. */
  remove?: IdsCall;
  /** The screen's own buttons after 新增 (导入, a filter tag…). */
  toolbar?: (context: ScreenContext) => ReactNode;
  table?: TableOptions<Row, Query>;
}

/** The ways out a composing screen (a tree beside the list) passes to the declared page. */
export interface ListScreenProps<Query> {
  extendedParams?: Partial<Query> | undefined;
  /** Replaces the declared conditions (options filled in at run time). */
  conditions?: readonly SearchCondition[];
  /** Added after the declared toolbar. */
  toolbar?: ReactNode;
  /** Closable tags of what narrows the list from around it (the tree node chosen), before the conditions' tags. */
  scope?: ReactNode;
}

/** A row panel's "done": close it and refetch the list (the record changed). */
export const closeAndRefetch =
  ({ onClose, refetch }: Pick<RowPanelProps<unknown>, 'onClose' | 'refetch'>) =>
  () => {
    onClose();
    void refetch();
  };
