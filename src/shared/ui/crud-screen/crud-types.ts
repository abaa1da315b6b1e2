import type { ReactElement } from 'react';
import type { ControllerRenderProps, FieldPath } from 'react-hook-form';
import type { $ZodCheck } from 'zod/v4/core';
import type { CallOptions, FactsBody, FactsField, Resource } from '@/shared/api';
import type { Lookups } from '@/shared/lib/lookups';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { DetailItem } from '@/shared/ui/detail-list';
import type { DRAWER_WIDTH } from '@/shared/config';
import type { FieldDeclaration, FormBodyOf, FormValuesOf } from '@/shared/ui/record-form';
import type { ListScreenProps, RowActionSpec, ScreenContext, TableOptions, AddPanelProps } from './types';
import type { Refetchable, StatusCalls } from '@/shared/ui/record-actions';
import type { ComponentType, ReactNode } from 'react';
import type { RecordFormPanel } from '@/shared/ui/record-form';
import type { DeclaredColumn } from './screen-columns';

/** What a screen is declared over: a generated resource (`pmMdRole`), or `{ source }` and the calls it has. */
export type AnyResource = Omit<Resource, 'name'>;

/** The list's request body (its conditions) and rows, read off the resource's source. */
export type QueryOf<R extends AnyResource> = Parameters<R['source']['fetch']>[0];
type DataOf<R extends AnyResource> = Awaited<ReturnType<R['source']['fetch']>>;
export type RowOf<R extends AnyResource> =
  DataOf<R> extends { rows: readonly (infer X)[] } ? X : DataOf<R> extends readonly (infer X)[] ? X : never;
/** The record the detail call answers with (a detail drawer, an edit that starts from it). */
export type DetailOf<R extends AnyResource> = R extends { detail: (id: string) => { queryFn?: infer Fn } }
  ? Extract<Fn, (...args: never[]) => unknown> extends (...args: never[]) => infer P
    ? Awaited<P>
    : never
  : never;

/** The facts the form is declared on: the add body's. */
export type FormFactsOf<R extends AnyResource> = R extends { addFacts: infer F } ? F : never;
export type FormValues<R extends AnyResource> = FormValuesOf<FactsBody<FormFactsOf<R>>>;
export type FormBody<R extends AnyResource> = FormBodyOf<FactsBody<FormFactsOf<R>>>;

/** Where an edit starts: the list's row, or (`editFrom: 'detail'`) the record's detail. */
export type EditFrom = 'row' | 'detail';
export type EditedOf<R extends AnyResource, From extends EditFrom> = From extends 'detail' ? DetailOf<R> : RowOf<R>;

/** A condition's key: a field of the query, or a range's base (`opTime` sends opTimeFrom/opTimeTo). */
type RangeBase<K extends string> = K extends `${infer Base}From` ? Base : never;
export type ConditionKey<Q> = (keyof Q & string) | RangeBase<keyof Q & string>;

/** A record's field fills the input as it is when its type is the input's (null and undefined become empty). */
type Fits<Record, K, Input> = K extends keyof Record
  ? [NonNullable<Record[K]>] extends [NonNullable<Input>]
    ? true
    : false
  : false;

/**
 * What a picker's `render` gets: the field's value, onChange, onBlur, ref and name, the input's `id` (its label points
 * at it) and a placeholder from the label (请选择…). A cleared picker (undefined or null) gives the field its empty
 * value. Spread it onto the picker: `render: (field) => <UserSelect {...field} />`.
 */
export type BoundField<Values extends Record<string, unknown>, K extends FieldPath<Values>> = ControllerRenderProps<
  Values,
  K
> & { id: string; placeholder: string };

/**
 * One form field: its label and input (record-form's `FieldDeclaration`), a `render` for a picker, and `value`, how
 * an edited record fills it. `value` may be left out where the record has the field with the input's type, and must
 * be given where it does not (a nested object, another type): a compile error says which.
 */
export type CrudField<Values extends Record<string, unknown>, K extends FieldPath<Values>, Out, Edited> = Omit<
  FieldDeclaration<Values, K, Out>,
  'disabled' | 'label'
> & {
  /** Default: the title of the column that shows the same field. */
  label?: string;
  /** Greyed: always, or for some records (a built-in one keeps its code), given the record edited (none when adding). */
  disabled?: boolean | ((record: Edited | undefined) => boolean);
  /** The required mark where the contract's says otherwise (a list always sent, that may be empty). */
  required?: boolean;
  /** A picker bound to the field, given the record being edited (none when adding). */
  render?: (field: BoundField<Values, K>, record: Edited | undefined) => ReactElement;
} & (Fits<Edited, K, Values[K]> extends true
    ? { value?: (record: Edited) => Values[K] }
    : { value: (record: Edited) => Values[K] });

/** Exactly one declaration per body field, in the order the dialog shows them. */
export type CrudForm<R extends AnyResource, Edited> = {
  [K in FactsField<FormFactsOf<R>>]-?: CrudField<
    FormValues<R>,
    K & FieldPath<FormValues<R>>,
    FormBody<R>[K & keyof FormBody<R>],
    Edited
  >;
};

/** The 详情 drawer over the resource's detail call. */
export interface CrudDetail<Detail> {
  /** Default: noun + 详情. */
  title?: string;
  width?: keyof typeof DRAWER_WIDTH;
  columns?: 1 | 2 | 3 | 4;
  /**
   * Default: the list's columns as they show the record (a long text across the drawer), the audit stamp after. A
   * field's name is the item as its column shows it (or the record's value under the form's label).
   */
  items?: (record: Detail, renderDict: Lookups['renderDict']) => readonly (DetailItem | (keyof Detail & string))[];
}

/** A row action named by the kit: the form's 编辑 or the declared 详情. */
export type CrudRowAction<Row> = 'detail' | RowActionSpec<Row>;

/** The calls the kit makes for a save, where the resource's own do not fit (a body with more than the form, a scope). */
export interface CrudSave<Body, Edited, Scope> {
  add?: (body: Body, options: CallOptions, scope: Scope | undefined) => Promise<unknown>;
  edit?: (body: Body, record: Edited, options: CallOptions, scope: Scope | undefined) => Promise<unknown>;
}

/**
 * One list/CRUD screen over a resource: what only a person knows (labels, widgets, column order and widths, extra
 * row actions). The kit finds the rest: the list, 新增/编辑 with the contract's rules, the record-to-form mapping,
 * 详情, 启用/停用/删除 by status, export, the table id (the registry key) and the permission class.
 */
export interface CrudScreen<R extends AnyResource, From extends EditFrom> {
  /** What a row is: '项目角色' titles the dialogs 新增项目角色 / 编辑项目角色 and names the screen in DevTools. */
  noun: string;
  /** In order; a standard column ('status', 'sort', 'remark', 'updateTime', 'createTime') by its name. */
  columns: readonly DeclaredColumn<RowOf<R>>[];
  /** In order; a condition like its column (its title, a select of its dictionary or options) by the field's key. */
  conditions?: readonly (
    SearchCondition<ConditionKey<QueryOf<R>>> | Extract<ConditionKey<QueryOf<R>>, keyof RowOf<R>>
  )[];
  /** The add/edit form, one declaration per field of the add body. Needs the resource's add (and edit for 编辑). */
  form?: CrudForm<R, EditedOf<R, From>>;
  /** Rules across fields (`z.refine(…, { path })`), after the contract's own. */
  checks?: readonly $ZodCheck<FormBody<R>>[];
  /**
   * 编辑's own rules where an edit is checked otherwise than an add (a secret required when adding, left empty on edit
   * to keep the stored one): `facts: true` takes the edit body's facts (the same fields, the id left to the kit),
   * `checks` replace `checks` for an edit.
   */
  editRules?: { facts?: true; checks?: readonly $ZodCheck<FormBody<R>>[] };
  /**
   * A new record's values beyond the empty ones; given the scope, it starts where the list is narrowed to (a tree
   * node chosen beside it), or where a row action's `scope` says (新增下级: `{ pid: row.id }`).
   */
  empty?:
    | Partial<FormValues<R>>
    | ((scope: (Partial<QueryOf<R>> & Readonly<Record<string, unknown>>) | undefined) => Partial<FormValues<R>>);
  /** 'detail': an edit starts from the record's detail (the list's rows leave fields out). */
  editFrom?: From;
  /** A title of its own for the edit dialog (编辑物料：M-001 轴承). */
  editTitle?: (record: EditedOf<R, From>) => string;
  /** A title of its own for the add dialog, where the list's button says another verb (发布版本 → 发布手持终端版本). */
  addTitle?: string;
  formWidth?: number;
  formColumns?: 1 | 2;
  save?: CrudSave<FormBody<R>, EditedOf<R, From>, Partial<QueryOf<R>>>;
  /** A dialog of its own for add and edit (a form with tabs, a wizard), loaded when first opened. */
  editor?: () => Promise<RecordFormPanel<RowOf<R>, Partial<QueryOf<R>>>>;
  /** 新增 by a dialog of its own (a batch of rows): it replaces the form's add. */
  add?: { label?: string; load: () => Promise<ComponentType<AddPanelProps<Partial<QueryOf<R>>>>> };
  /** 详情 over the resource's detail call: `true` shows the columns, or declare its items. */
  detail?: true | CrudDetail<DetailOf<R>>;
  /** Default: 详情 (when declared), 编辑 (when there is a form); the state actions follow. */
  rowActions?: readonly CrudRowAction<RowOf<R>>[];
  /**
   * false: none of the resource's 启用/停用/删除 (the screen offers them its own way); names: some of them; calls:
   * these state changes instead of the resource's (归档/恢复, which no resource carries).
   */
  status?: false | readonly ('enable' | 'disable' | 'delete')[] | StatusCalls;
  /** The list is a pid tree (a tree table): rows are nested under their parents. */
  tree?: boolean;
  /** Default: the registry key the screen is opened by. A second table on a screen names its own. */
  tableId?: string;
  /** The class of the permissions (`${permission}:add`…); default: the registry key without its family. */
  permission?: string;
  alsoRefetch?: readonly Refetchable[];
  toolbar?: (context: ScreenContext) => ReactNode;
  table?: TableOptions<RowOf<R> & object, QueryOf<R>>;
}

export type { ListScreenProps };
