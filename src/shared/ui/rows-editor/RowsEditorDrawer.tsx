import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Switch, Table, Typography, message } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import {
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type DefaultValues,
  type FieldValues,
  type RefCallBack,
} from 'react-hook-form';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { AppDrawer } from '@/shared/ui/app-drawer';
import { QueryFailure } from '@/shared/ui/load-failure';
import { FormServerError, TableCellField, applyServerError } from '@/shared/ui/form';
import { NumberInput } from '@/shared/ui/record-form';
import { Spinner } from '@/shared/ui/spinner';

/** One cell's input, bound to its row's field. */
export interface CellField<V> {
  id: string;
  name: string;
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  ref: RefCallBack;
  disabled?: boolean;
}

type FieldOf<Row> = Extract<keyof Row, string>;
interface ColumnBase {
  title: string;
  width?: number;
}

/**
 * A column of the rows: a text (`max` characters), a number or a switch bound to a field of the row, an input of its
 * own (`input`, given the field and the cell's label 第 n 行{title}), or a read-only cell following the row as it is
 * typed (`show`, a preview).
 */
export type RowsColumn<Row> =
  | {
      [K in FieldOf<Row>]: ColumnBase & { field: K } & (
          | { input: 'text'; max: number }
          | { input: 'number' | 'switch' }
          | { input: (field: CellField<Row[K]>, label: string) => ReactElement }
        );
    }[FieldOf<Row>]
  | (ColumnBase & { key: string; show: (row: Row, index: number) => ReactNode });

export interface RowsEditorDrawerProps<Data, Row extends FieldValues, Out, Key extends QueryKey = QueryKey> {
  title: string;
  /** What the rows are ('字典项'): names the form and says what is loading or failed to load. */
  noun: string;
  /** The saved rows' call. */
  query: UseQueryOptions<Data, Error, Data, Key>;
  /** The editor's rows of what the call answered, in their order. */
  rows: (data: Data) => Row[];
  /** The rows' rules (each row's, and across rows: a value used twice); the output is what `save` sends. */
  rules: $ZodType<Out[], Row[]>;
  columns: readonly RowsColumn<Row>[];
  /** Said above the table: what the columns mean. */
  hint: ReactNode;
  /** A new row after the given ones (its sort after the last). */
  newRow: (rows: readonly Row[]) => Row;
  addLabel: string;
  /** Saves the rows whole, quietly: a refusal is shown on the form, everything typed kept. */
  save: (rows: Out[]) => Promise<unknown>;
  /** Said once saved ('字典项已保存'). */
  done: string;
  onClose: () => void;
  onSaved: () => unknown;
}

/**
 * A record's rows edited as a table in a drawer (字典项, a template's columns): the saved rows loaded, each cell
 * with its Chinese error under it, rows added and removed, then saved whole; the list refetches after.
 */
export function RowsEditorDrawer<Data, Row extends FieldValues, Out, Key extends QueryKey>(
  props: RowsEditorDrawerProps<Data, Row, Out, Key>,
) {
  const { title, noun, query, onClose } = props;
  const saved = useQuery(query);
  return (
    <AppDrawer open width="large" title={title} onClose={onClose}>
      {saved.isPending && <Spinner label={`正在加载${noun}`} />}
      <QueryFailure query={saved} title={`${noun}加载失败`} />
      {saved.data !== undefined && saved.data !== null && <RowsEditor {...props} data={saved.data} />}
    </AppDrawer>
  );
}

// The part's own form: one array of rows, whatever the record calls it.
type Values<Row> = { rows: Row[] };

function RowsEditor<Data, Row extends FieldValues, Out, Key extends QueryKey>({
  data,
  noun,
  rows: rowsOf,
  rules,
  columns,
  hint,
  newRow,
  addLabel,
  save,
  done,
  onClose,
  onSaved,
}: RowsEditorDrawerProps<Data, Row, Out, Key> & { data: Data }) {
  const { control, handleSubmit, setError, formState, getValues } = useForm<Values<Row>, unknown, Values<Out>>({
    resolver: zodResolver(z.object({ rows: rules }) as unknown as $ZodType<Values<Out>, Values<Row>>),
    defaultValues: { rows: rowsOf(data) } as DefaultValues<Values<Row>>,
  });
  // Cells reach the rows by path (`rows.3.code`): each column's input is typed by its field (RowsColumn).
  const rowsControl = control as unknown as Control<FieldValues>;
  const rows = useFieldArray({ control: rowsControl, name: 'rows' });

  const submit = handleSubmit(async (values) => {
    try {
      await save(values.rows);
    } catch (error) {
      applyServerError(setError, error);
      return;
    }
    void message.success(done);
    void onSaved();
    onClose();
  });

  return (
    <form
      noValidate
      aria-label={noun}
      onSubmit={(event) => {
        if (formState.isSubmitting) event.preventDefault();
        else void submit(event);
      }}
    >
      <Form component={false} disabled={formState.isSubmitting}>
        <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={rows.fields}
          scroll={{ y: 480 }}
          columns={[
            ...columns.map((column) => ({
              key: 'key' in column ? column.key : column.field,
              title: column.title,
              width: column.width,
              render: (_: unknown, __: unknown, index: number) => (
                <Cell column={column} index={index} control={rowsControl} />
              ),
            })),
            {
              key: 'remove',
              title: '操作',
              width: 64,
              render: (_: unknown, __: unknown, index: number) => (
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`删除第 ${index + 1} 行`}
                  onClick={() => rows.remove(index)}
                />
              ),
            },
          ]}
        />
        <Button
          type="dashed"
          block
          icon={<PlusOutlined />}
          style={{ marginTop: 12 }}
          onClick={() => rows.append(newRow(getValues('rows') as Row[]))}
        >
          {addLabel}
        </Button>
        {formState.errors.rows?.root?.message && (
          <Alert type="error" showIcon style={{ marginTop: 12 }} title={formState.errors.rows.root.message} />
        )}
        <div style={{ marginTop: 16 }}>
          <FormServerError errors={formState.errors} />
        </div>
      </Form>
      <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
        <Button onClick={onClose} disabled={formState.isSubmitting}>
          取消
        </Button>
        <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
          保存
        </Button>
      </Flex>
    </form>
  );
}

interface CellProps<Row> {
  column: RowsColumn<Row>;
  index: number;
  control: Control<FieldValues>;
}

/** One cell of row `index`: its input bound to the row's field, or what the row shows as it is typed. */
function Cell<Row>({ column, index, control }: CellProps<Row>) {
  const label = `第 ${index + 1} 行${column.title}`;
  if ('show' in column) return <Shown control={control} index={index} show={column.show} />;
  const { input } = column;
  return (
    <TableCellField control={control} name={`rows.${index}.${column.field}`}>
      {(field) => {
        if (input === 'text')
          return (
            <Input
              {...field}
              value={(field.value as string | null) ?? ''}
              aria-label={label}
              count={{ show: false, max: column.max }}
            />
          );
        if (input === 'number') return <NumberInput {...field} aria-label={label} placeholder={column.title} />;
        if (input === 'switch')
          return (
            <Switch id={field.id} ref={field.ref} checked={field.value} onChange={field.onChange} aria-label={label} />
          );
        return (input as (field: CellField<unknown>, label: string) => ReactElement)(field, label);
      }}
    </TableCellField>
  );
}

function Shown<Row>({
  control,
  index,
  show,
}: {
  control: Control<FieldValues>;
  index: number;
  show: (row: Row, index: number) => ReactNode;
}) {
  const row = useWatch({ control, name: `rows.${index}` }) as Row;
  return show(row, index);
}
