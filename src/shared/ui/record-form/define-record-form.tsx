import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import type { CallOptions } from '@/shared/api';
import { EditFromDetail } from './EditFromDetail';
import type { FieldConfig } from './field-config';
import { RecordFormModal } from './RecordFormModal';

/** What a record form panel gets from its screen: no record for 新增, the record for 编辑. */
export interface RecordFormPanelProps<Row> {
  record?: Row | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * A screen's add/edit form, declared: its rules typed against the generated body, its fields, its two calls.
 * `TRecord` is what an edit starts from: the list row, or the record's detail when `detail` is declared.
 */
export interface RecordFormDeclaration<Row, TValues extends FieldValues, TBody, TRecord = Row> {
  /** What is added or edited: '仓库' titles the dialog 新增仓库 / 编辑仓库. */
  noun: string;
  schema: $ZodType<TBody, TValues>;
  fields: readonly FieldConfig<TValues>[] | ((record: TRecord | undefined) => readonly FieldConfig<TValues>[]);
  empty: DefaultValues<TValues>;
  /** The inputs of a record being edited. */
  values?: (record: TRecord) => DefaultValues<TValues>;
  /** The generated add call; the kit sends it `{ quiet: true }` so a business failure lands on the form. */
  add: (body: TBody, options: CallOptions) => Promise<unknown>;
  edit?: (body: TBody, record: TRecord, options: CallOptions) => Promise<unknown>;
  width?: number;
  columns?: 1 | 2;
}

/** The record's detail call of an edit, e.g. `(row) => mdMaterialMgmtDetailQueryOptions({ query: { id: row.id } })`. */
export type DetailQuery<Row, Detail, TKey extends QueryKey = QueryKey> = (record: Row) => UseQueryOptions<Detail, Error, Detail, TKey>;

const QUIET: CallOptions = { quiet: true };

/** The form dialog of a declared screen: a component its screen loads in its own chunk when first opened. */
export function defineRecordForm<Row, TValues extends FieldValues, TBody>(
  form: RecordFormDeclaration<Row, TValues, TBody>,
): ComponentType<RecordFormPanelProps<Row>>;
/**
 * An edit that starts from the record's detail, not its list row (list rows leave optional fields out, and a form
 * filled from one would send them back as null): `values` and `edit` get the detail; a skeleton shows until it arrives.
 */
export function defineRecordForm<Row, TValues extends FieldValues, TBody, Detail, TKey extends QueryKey>(
  form: RecordFormDeclaration<Row, TValues, TBody, Detail> & { detail: DetailQuery<Row, Detail, TKey> },
): ComponentType<RecordFormPanelProps<Row>>;
export function defineRecordForm<Row, TValues extends FieldValues, TBody, TRecord, TKey extends QueryKey>(
  form: RecordFormDeclaration<Row, TValues, TBody, TRecord> & { detail?: DetailQuery<Row, TRecord, TKey> },
): ComponentType<RecordFormPanelProps<Row>> {
  function Dialog({ record, onClose, onSaved }: RecordFormPanelProps<TRecord>) {
    const editing = record !== undefined && form.edit !== undefined;
    return (
      <RecordFormModal<TValues, TBody>
        title={`${editing ? '编辑' : '新增'}${form.noun}`}
        open
        onClose={onClose}
        schema={form.schema}
        defaultValues={editing && form.values ? form.values(record) : form.empty}
        fields={typeof form.fields === 'function' ? form.fields(record) : form.fields}
        onSubmit={(body) => (editing && form.edit ? form.edit(body, record, QUIET) : form.add(body, QUIET))}
        onSaved={onSaved}
        width={form.width}
        columns={form.columns}
      />
    );
  }
  return function RecordFormPanel({ record, onClose, onSaved }: RecordFormPanelProps<Row>) {
    const { detail } = form;
    if (record === undefined || !detail || !form.edit) return <Dialog record={record as TRecord | undefined} onClose={onClose} onSaved={onSaved} />;
    return (
      <EditFromDetail query={detail(record)} title={`编辑${form.noun}`} width={form.width} onClose={onClose}>
        {(whole) => <Dialog record={whole} onClose={onClose} onSaved={onSaved} />}
      </EditFromDetail>
    );
  };
}
