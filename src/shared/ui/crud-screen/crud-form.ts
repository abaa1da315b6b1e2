import type { FieldValues } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import type { CallOptions, FieldFacts } from '@/shared/api';
import { lineValues } from '@/shared/lib/form-rules';
import { defineForm, type DefinedForm, type FieldConfig, type FieldDeclaration } from '@/shared/ui/record-form';
import type { AnyResource, CrudScreen, EditFrom, FormBody, FormFactsOf, FormValues } from './crud-types';

type Loose = Record<string, unknown>;
type LooseField = Omit<FieldDeclaration<Loose, string, unknown>, 'disabled'> & {
  disabled?: boolean | ((record: unknown) => boolean);
  required?: boolean;
  render?: (field: never, record: unknown) => unknown;
  value?: (record: never) => unknown;
};

/** What the kit's form dialog needs from a declared screen: rules, fields for a record, values, the two calls. */
export interface CrudFormConfig<Values extends FieldValues, Body, Edited, Scope> {
  noun: string;
  schema: $ZodType<Body, Values>;
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

/** The declared form: `defineForm`'s rules, inputs and empty values, with the checks across fields. */
export type CrudDefinedForm<R extends AnyResource> = DefinedForm<FormFactsOf<R>>;

/**
 * The form a declaration describes, over the resource's add facts: the rules from the contract (plus `checks`), an
 * edited record's values derived field by field (its own value, or the field's `value`), 新增 through the resource's
 * add and 编辑 through its edit with the record's id, unless `save` says otherwise.
 */
export function crudForm<R extends AnyResource, From extends EditFrom, Edited extends { id: string }>(
  resource: R,
  screen: CrudScreen<R, From>,
):
  { form: CrudDefinedForm<R>; config: CrudFormConfig<FormValues<R>, FormBody<R>, Edited, Partial<Loose>> } | undefined {
  const facts = resource.addFacts as Readonly<Record<string, FieldFacts>> | undefined;
  if (!screen.form || !facts) return undefined;
  const declared = Object.entries(screen.form as Record<string, LooseField>);
  // defineForm takes the label/input part; `value`, `render`, `required` and a record's `disabled` are the kit's.
  const plain = Object.fromEntries(
    declared.map(([name, { value: _value, render: _render, required: _required, disabled, ...rest }]) => [
      name,
      typeof disabled === 'boolean' ? { ...rest, disabled } : rest,
    ]),
  );
  const own = new Map(declared);
  const defined = defineForm(facts, plain as never) as unknown as DefinedForm<FormFactsOf<R>>;
  const base = defined.schema as unknown as { check: (...checks: readonly unknown[]) => unknown };
  const schema = (screen.checks?.length ? base.check(...screen.checks) : base) as DefinedForm<FormFactsOf<R>>['schema'];
  const emptyValues = defined.empty as Loose;
  // A static `empty` is part of what a new record starts with, for the screen and for its rules' tests.
  const form = {
    ...defined,
    schema,
    empty: { ...emptyValues, ...(typeof screen.empty === 'object' ? screen.empty : {}) },
  } as CrudDefinedForm<R>;

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
    defined
      .fields(
        Object.fromEntries(
          declared.flatMap(([name, field]) =>
            field.render
              ? [[name, (bound: never) => (field.render as (f: never, r: unknown) => unknown)(bound, record)]]
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
  return { form, config: config as unknown as CrudFormConfig<FormValues<R>, FormBody<R>, Edited, Partial<Loose>> };
}
