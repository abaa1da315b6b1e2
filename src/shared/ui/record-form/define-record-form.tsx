import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import type { CallOptions } from '@/shared/api';
import { EditFromDetail } from './EditFromDetail';
import type { FieldConfig } from './field-config';
import { RecordFormModal } from './RecordFormModal';

/**
 * What a record form panel gets from its screen: no record for 新增, the record for 编辑; `scope` is what the list is
 * narrowed to (a tree node chosen beside it), where a new record starts.
 */
export interface RecordFormPanelProps<Row, Scope = unknown> {
  record?: Row | undefined;
  scope?: Scope | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** What every record form declares; `Edited` is what an edit starts from (the row, or the record's detail). */
/** A declared form as its screen loads it: a plain function component (no class statics to compare). */
export type RecordFormPanel<Row, Scope = unknown> = (props: RecordFormPanelProps<Row, Scope>) => ReactElement;

interface RecordFormBase<TValues extends FieldValues, TBody, Edited, Scope> {
  /** What is added or edited: '仓库' titles the dialog 新增仓库 / 编辑仓库. */
  noun: string;
  /** A title of its own (编辑物料：M-001 轴承): otherwise 新增/编辑 + noun. */
  title?: (record: Edited | undefined) => string;
  schema: $ZodType<TBody, TValues>;
  fields: readonly FieldConfig<TValues>[] | ((record: Edited | undefined) => readonly FieldConfig<TValues>[]);
  /** A new record's inputs; given the list's scope, it can start where the list is narrowed to. None: edits only. */
  empty?: DefaultValues<TValues> | ((scope: Scope | undefined) => DefaultValues<TValues>);
  /** The inputs of a record being edited. */
  values?: (record: Edited) => DefaultValues<TValues>;
  /** The generated add call; the kit sends it `{ quiet: true }` so a business failure lands on the form. */
  add?: (body: TBody, options: CallOptions, scope: Scope | undefined) => Promise<unknown>;
  edit?: (body: TBody, record: Edited, options: CallOptions, scope: Scope | undefined) => Promise<unknown>;
  width?: number;
  columns?: 1 | 2;
}

/** A screen's add/edit form, declared: its rules typed against the generated body, its fields, its two calls. */
export type RecordFormDeclaration<Row, TValues extends FieldValues, TBody, Scope = unknown> = RecordFormBase<
  TValues,
  TBody,
  Row,
  Scope
>;

/**
 * A form whose edit starts from the record's detail, not from its list row (list rows leave fields out, and a form
 * filled from one would send them back as null): `detail` is the row's generated detail query.
 */
export interface DetailRecordFormDeclaration<
  Row,
  TValues extends FieldValues,
  TBody,
  Edited,
  TKey extends QueryKey,
  Scope = unknown,
> extends RecordFormBase<TValues, TBody, Edited, Scope> {
  detail: (row: Row) => UseQueryOptions<Edited, Error, Edited, TKey>;
}

const QUIET: CallOptions = { quiet: true };

/** The dialog for one kind of starting record (the row, or the detail). */
function formOf<TValues extends FieldValues, TBody, Edited, Scope>(
  form: RecordFormBase<TValues, TBody, Edited, Scope>,
) {
  const empty = (scope: Scope | undefined) =>
    typeof form.empty === 'function' ? form.empty(scope) : (form.empty ?? {});
  const save = (body: TBody, record: Edited | undefined, scope: Scope | undefined) => {
    if (record !== undefined && form.edit) return form.edit(body, record, QUIET, scope);
    if (record === undefined && form.add) return form.add(body, QUIET, scope);
    // A declaration error, not a user's: the screen opened a form for what it does not declare.
    return Promise.reject(new Error(`${form.noun}表单不支持${record === undefined ? '新增' : '编辑'}`));
  };
  return function FormOf({ record, scope, onClose, onSaved }: RecordFormPanelProps<Edited, Scope>) {
    const editing = record !== undefined && form.edit !== undefined;
    return (
      <RecordFormModal<TValues, TBody>
        title={form.title?.(record) ?? `${editing ? '编辑' : '新增'}${form.noun}`}
        open
        onClose={onClose}
        schema={form.schema}
        defaultValues={editing && form.values ? form.values(record) : empty(scope)}
        fields={typeof form.fields === 'function' ? form.fields(record) : form.fields}
        onSubmit={(body) => save(body, editing ? record : undefined, scope)}
        onSaved={onSaved}
        width={form.width}
        columns={form.columns}
      />
    );
  };
}

/** The form dialog of a declared screen: a component its screen loads in its own chunk when first opened. */
export function defineRecordForm<
  Row,
  TValues extends FieldValues,
  TBody,
  Edited,
  TKey extends QueryKey,
  Scope = unknown,
>(form: DetailRecordFormDeclaration<Row, TValues, TBody, Edited, TKey, Scope>): RecordFormPanel<Row, Scope>;
export function defineRecordForm<Row, TValues extends FieldValues, TBody, Scope = unknown>(
  form: RecordFormDeclaration<Row, TValues, TBody, Scope>,
): RecordFormPanel<Row, Scope>;
export function defineRecordForm<Row, TValues extends FieldValues, TBody, Edited, TKey extends QueryKey, Scope>(
  form:
    | RecordFormDeclaration<Row, TValues, TBody, Scope>
    | DetailRecordFormDeclaration<Row, TValues, TBody, Edited, TKey, Scope>,
): RecordFormPanel<Row, Scope> {
  if (!('detail' in form)) return formOf(form);
  const { detail } = form;
  const FormOf = formOf(form);
  return function RecordFormPanel({ record, scope, onClose, onSaved }: RecordFormPanelProps<Row, Scope>) {
    if (record === undefined) return <FormOf scope={scope} onClose={onClose} onSaved={onSaved} />;
    return (
      <EditFromDetail query={detail(record)} title={`编辑${form.noun}`} width={form.width} onClose={onClose}>
        {(edited) => <FormOf record={edited} scope={scope} onClose={onClose} onSaved={onSaved} />}
      </EditFromDetail>
    );
  };
}
