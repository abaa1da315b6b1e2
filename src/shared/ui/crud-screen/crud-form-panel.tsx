import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { defineRecordForm, type RecordFormPanel } from '@/shared/ui/record-form';
import type { CrudFormConfig } from './crud-form';

/**
 * The add/edit dialog of a declared screen, in the kit's own chunk (loaded when a screen first opens a form): the
 * record form over the declared rules and calls, starting from the row, or from the detail when `detail` is given.
 */
export function crudFormPanel<Values extends FieldValues, Body, Row, Edited, Scope>(
  config: CrudFormConfig<Values, Body, Edited, Scope>,
  detail?: (row: Row) => UseQueryOptions<Edited, Error, Edited, QueryKey>,
): RecordFormPanel<Row, Scope> {
  const { title, addTitle, noun } = config;
  const base = {
    noun,
    schema: config.schema,
    fields: config.fields,
    empty: config.empty as (scope: Scope | undefined) => DefaultValues<Values>,
    values: config.values as (record: Edited) => DefaultValues<Values>,
    add: config.add,
    edit: config.edit,
    title:
      title === undefined && addTitle === undefined
        ? undefined
        : (record: Edited | undefined) =>
            record === undefined ? (addTitle ?? `新增${noun}`) : (title?.(record) ?? `编辑${noun}`),
    width: config.width,
    columns: config.columns,
  };
  // Without a detail call the edited record is the row itself.
  if (!detail)
    return defineRecordForm<Row, Values, Body, Scope>(
      base as unknown as Parameters<typeof defineRecordForm<Row, Values, Body, Scope>>[0],
    );
  return defineRecordForm<Row, Values, Body, Edited, QueryKey, Scope>({ ...base, detail });
}
