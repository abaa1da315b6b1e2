import type { FieldValues } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import type { CallOptions, FieldFacts } from '@/shared/api';
import { lineValues } from '@/shared/lib/form-rules';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { defineForm, type DefinedForm, type FieldConfig, type FieldDeclaration } from '@/shared/ui/record-form';
import type { AnyResource, CrudScreen, EditFrom, FormBody, FormFactsOf, FormValues } from './crud-types';
import { fieldLabel, screenColumns } from './screen-columns';

type Loose = Record<string, unknown>;
type LooseField = Omit<FieldDeclaration<Loose, string, unknown>, 'disabled' | 'label'> & {
  label?: string;
  disabled?: boolean | ((record: unknown) => boolean);
  required?: boolean;
  render?: (field: Loose, record: unknown) => unknown;
  value?: (record: never) => unknown;
};

/** What the kit's form dialog needs from a declared screen: rules, fields for a record, values, the two calls. */
export interface CrudFormConfig<Values extends FieldValues, Body, Edited, Scope> {
  noun: string;
  schema: $ZodType<Body, Values>;
  /** An edit's schema where it differs from an add's (`editRules`). */
  editSchema?: $ZodType<Body, Values>;
  fields: (record: Edited | undefined) => readonly FieldConfig<Values>[];
  empty: (scope: Scope | undefined) => Values;
  values: (record: Edited) => Values;
  add?: (body: Body, options: CallOptions, scope: Scope | undefined) => Promise<unknown>;
  edit?: (body: Body, record: Edited, options: CallOptions, scope: Scope | undefined) => Promise<unknown>;
  title?: (record: Edited) => string;
  addTitle?: string;
  width?: number;
  columns?: 1 | 2;
}

/** What a picker's render gets (crud-types.ts BoundField): a cleared picker gives the field its empty value. */
function boundField(name: string, field: { label: string }, bound: Loose, empty: unknown): Loose {
  const onChange = bound.onChange as (value: unknown) => void;
  return {
    ...bound,
    id: name,
    placeholder: `请选择${field.label}`,
    onChange: (value: unknown) => onChange(value === undefined || value === null ? empty : value),
  };
}

/** The declared form: `defineForm`'s rules, inputs and empty values, with the checks across fields. */
export type CrudDefinedForm<R extends AnyResource> = DefinedForm<FormFactsOf<R>>;

/** The edit facts without the id: an edit body is the form's fields and the record's id, which the kit adds. */
function editFactsOf(resource: AnyResource, noun: string): Readonly<Record<string, FieldFacts>> {
  if (!resource.editFacts) throw new Error(`${noun}: editRules.facts needs the resource's edit facts`);
  const { id: _id, ...facts } = resource.editFacts;
  return facts;
}

/**
 * The form a declaration describes, over the resource's add facts: the rules from the contract (plus `checks`), an
 * edited record's values derived field by field (its own value, or the field's `value`), 新增 through the resource's
 * add and 编辑 through its edit with the record's id, unless `save` says otherwise.
 */
export function crudForm<R extends AnyResource, From extends EditFrom, Edited extends { id: string }>(
  resource: R,
  screen: CrudScreen<R, From>,
):
  | {
      form: CrudDefinedForm<R>;
      editForm: CrudDefinedForm<R>;
      config: CrudFormConfig<FormValues<R>, FormBody<R>, Edited, Partial<Loose>>;
    }
  | undefined {
  const facts = resource.addFacts as Readonly<Record<string, FieldFacts>> | undefined;
  if (!screen.form || !facts) return undefined;
  const columns = screenColumns(screen.columns as never) as readonly ColumnConfig<Loose>[];
  const declared = Object.entries(screen.form as Record<string, LooseField>).map(
    ([name, field]): [string, LooseField & { label: string }] => [
      name,
      { ...field, label: fieldLabel(name, field.label, columns, screen.noun) },
    ],
  );
  // defineForm takes the label/input part; `value`, `render`, `required` and a record's `disabled` are the kit's.
  const plain = Object.fromEntries(
    declared.map(([name, { value: _value, render: _render, required: _required, disabled, ...rest }]) => [
      name,
      {
        ...rest,
        ...(typeof disabled === 'boolean' ? { disabled } : {}),
      },
    ]),
  );
  const own = new Map(declared);
  const defined = defineForm(facts, plain as never) as unknown as DefinedForm<FormFactsOf<R>>;
  const rules = screen.editRules;
  const editDefined = rules?.facts
    ? (defineForm(editFactsOf(resource, screen.noun), plain as never) as unknown as DefinedForm<FormFactsOf<R>>)
    : defined;
  const checked = (schema: unknown, checks: readonly unknown[] | undefined) =>
    (checks?.length
      ? (schema as { check: (...checks: readonly unknown[]) => unknown }).check(...checks)
      : schema) as DefinedForm<FormFactsOf<R>>['schema'];
  const schema = checked(defined.schema, screen.checks);
  const editSchema = rules ? checked(editDefined.schema, rules.checks ?? screen.checks) : undefined;
  const emptyValues = defined.empty as Loose;
  // A static `empty` is part of what a new record starts with, for the screen and for its rules' tests.
  const form = {
    ...defined,
    schema,
    empty: { ...emptyValues, ...(typeof screen.empty === 'object' ? screen.empty : {}) },
  } as CrudDefinedForm<R>;
  const editForm = { ...editDefined, schema: editSchema ?? schema, empty: form.empty } as CrudDefinedForm<R>;

  const values = (record: Edited): Loose =>
    Object.fromEntries(
      declared.map(([name, field]) => {
        if (field.value) return [name, (field.value as (r: Edited) => unknown)(record)];
        const own = (record as unknown as Loose)[name];
        // A document's lines: each line's empty values as its inputs hold them.
        const items = facts[name]?.items;
        if (items && Array.isArray(own)) return [name, own.map((line: Loose) => lineValues(items, line))];
        return [name, own === null || own === undefined ? emptyValues[name] : own];
      }),
    );
  const empty = (scope: Partial<Loose> | undefined): Loose => {
    const extra =
      typeof screen.empty === 'function'
        ? (screen.empty as (s: unknown) => Loose)(scope)
        : (screen.empty as Loose | undefined);
    return { ...emptyValues, ...extra };
  };
  const fields = (record: Edited | undefined) =>
    (record === undefined ? defined : editDefined)
      .fields(
        Object.fromEntries(
          declared.flatMap(([name, field]) =>
            field.render
              ? [[name, (bound: Loose) => field.render?.(boundField(name, field, bound, emptyValues[name]), record)]]
              : [],
          ),
        ) as never,
      )
      .map((field) => {
        const { disabled, required } = own.get(field.name) ?? {};
        return {
          ...field,
          ...(typeof disabled === 'function' ? { disabled: disabled(record) } : {}),
          ...(required === undefined ? {} : { required }),
        };
      });

  type Call = (variables: { body: Loose }, options: CallOptions) => Promise<unknown>;
  const save = screen.save as
    | {
        add?: CrudFormConfig<Loose, Loose, Edited, Loose>['add'];
        edit?: CrudFormConfig<Loose, Loose, Edited, Loose>['edit'];
      }
    | undefined;
  const addCall = resource.add as Call | undefined;
  const editCall = resource.edit as Call | undefined;
  const config: CrudFormConfig<Loose, Loose, Edited, Loose> = {
    noun: screen.noun,
    schema: schema as unknown as $ZodType<Loose, Loose>,
    ...(editSchema ? { editSchema: editSchema as unknown as $ZodType<Loose, Loose> } : {}),
    fields: fields as unknown as CrudFormConfig<Loose, Loose, Edited, Loose>['fields'],
    empty,
    values,
    add: save?.add ?? (addCall && ((body, options) => addCall({ body }, options))),
    edit:
      save?.edit ?? (editCall && ((body, record, options) => editCall({ body: { ...body, id: record.id } }, options))),
    title: screen.editTitle as ((record: Edited) => string) | undefined,
    addTitle: screen.addTitle,
    width: screen.formWidth,
    columns: screen.formColumns,
  };
  return {
    form,
    editForm,
    config: config as unknown as CrudFormConfig<FormValues<R>, FormBody<R>, Edited, Partial<Loose>>,
  };
}
