import type { ComponentType } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import type { CallOptions } from '@/shared/api';
import type { FieldConfig } from './field-config';
import { RecordFormModal } from './RecordFormModal';

/** What a record form panel gets from its screen: no record for 新增, the record for 编辑. */
export interface RecordFormPanelProps<Row> {
  record?: Row | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** A screen's add/edit form, declared: its rules typed against the generated body, its fields, its two calls. */
export interface RecordFormDeclaration<Row, TValues extends FieldValues, TBody> {
  /** What is added or edited: '仓库' titles the dialog 新增仓库 / 编辑仓库. */
  noun: string;
  schema: $ZodType<TBody, TValues>;
  fields: readonly FieldConfig<TValues>[] | ((record: Row | undefined) => readonly FieldConfig<TValues>[]);
  empty: DefaultValues<TValues>;
  /** The inputs of a record being edited. */
  values?: (record: Row) => DefaultValues<TValues>;
  /** The generated add call; the kit sends it `{ quiet: true }` so a business failure lands on the form. */
  add: (body: TBody, options: CallOptions) => Promise<unknown>;
  edit?: (body: TBody, record: Row, options: CallOptions) => Promise<unknown>;
  width?: number;
  columns?: 1 | 2;
}

const QUIET: CallOptions = { quiet: true };

/** The form dialog of a declared screen: a component its screen loads in its own chunk when first opened. */
export function defineRecordForm<Row, TValues extends FieldValues, TBody>(
  form: RecordFormDeclaration<Row, TValues, TBody>,
): ComponentType<RecordFormPanelProps<Row>> {
  return function RecordFormPanel({ record, onClose, onSaved }: RecordFormPanelProps<Row>) {
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
  };
}
