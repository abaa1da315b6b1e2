import { ConfigProvider, Form, Input, InputNumber, Table, type FormInstance } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useState, type ReactElement } from 'react';
import { EditableGrid } from '@/shared/ui/editable-grid';
import { benchColumns, emptyLine, type BenchLine } from './lines';

/** The grid as a screen uses it: its lines in state, each change replacing them. */
function GridVariant({ initial }: { initial: BenchLine[] }) {
  const [lines, setLines] = useState(initial);
  return (
    <EditableGrid
      label="采购明细"
      value={lines}
      onChange={setLines}
      columns={benchColumns}
      newLine={emptyLine}
      visibleRows={15}
    />
  );
}

/**
 * What most antd apps write for editable lines: one Form around a Table, one Form.Item (with its rule) per cell,
 * every row rendered. `form` is handed out so the paste can set 200 x 5 fields the way such an app would.
 */
function AntdVariant({ initial, onForm }: { initial: BenchLine[]; onForm: (form: FormInstance) => void }) {
  const [form] = Form.useForm();
  onForm(form);
  const columns = benchColumns.map((column) => ({
    title: column.title,
    key: column.key,
    width: column.width,
    render: (_: unknown, _line: BenchLine, index: number) => (
      <Form.Item
        name={['lines', index, column.key]}
        rules={[{ required: column.facts?.required, message: `请输入${column.title}` }]}
        style={{ margin: 0 }}
      >
        {column.kind === 'number' ? (
          <InputNumber aria-label={`${column.title}${index + 1}`} />
        ) : (
          <Input aria-label={`${column.title}${index + 1}`} />
        )}
      </Form.Item>
    ),
  }));
  return (
    <Form form={form} initialValues={{ lines: initial }} component={false}>
      <Table<BenchLine>
        rowKey={(_line, index) => String(index)}
        dataSource={initial}
        columns={columns}
        pagination={false}
        size="small"
      />
    </Form>
  );
}

export const variants = {
  EditableGrid: (lines: BenchLine[]) => <GridVariant initial={lines} />,
  'antd Form + Table': (lines: BenchLine[], onForm: (form: FormInstance) => void) => (
    <AntdVariant initial={lines} onForm={onForm} />
  ),
} satisfies Record<string, (lines: BenchLine[], onForm: (form: FormInstance) => void) => ReactElement>;
export type VariantName = keyof typeof variants;

export const withLocale = (element: ReactElement) => <ConfigProvider locale={zhCN}>{element}</ConfigProvider>;
