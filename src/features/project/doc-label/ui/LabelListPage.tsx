import { Space } from 'antd';
import { useWatch, type ControllerRenderProps } from 'react-hook-form';
import * as z from 'zod/mini';
import { pmDocLabel } from '@/shared/api';
import { ColorInput as ColorField } from '@/shared/ui/color-input';
import { defineCrudScreen, type FormValues } from '@/shared/ui/crud-screen';
import { LabelBadge } from './LabelBadge';

type LabelValues = FormValues<typeof pmDocLabel>;

const PRESETS = ['#CF1322', '#FA8C16', '#D4B106', '#389E0D', '#13A8A8', '#1677FF', '#722ED1', '#595959'];

/** The colour picked, and the badge as it will look with the name typed so far. */
function ColorInput({ value, onChange, onBlur }: ControllerRenderProps<LabelValues, 'color'>) {
  const name = useWatch<LabelValues, 'name'>({ name: 'name' });
  return (
    <Space>
      <ColorField id="color" label="颜色" value={value} onChange={onChange} onBlur={onBlur} presets={PRESETS} />
      <LabelBadge name={name} color={value} />
    </Space>
  );
}

/** 文档标签: labels with their colour shown as the badge documents carry (kept as #RRGGBB); add, edit, delete. */
export const LabelListPage = defineCrudScreen(pmDocLabel, {
  noun: '文档标签',
  columns: [
    {
      dataIndex: 'name',
      title: '标签',
      example: '外部共享标签',
      hideAble: false,
      render: (_v, row) => <LabelBadge name={row.name} color={row.color} />,
    },
    { dataIndex: 'color', title: '颜色', example: '#FFFFFF' },
    'sort',
    { dataIndex: 'docCount', title: '文档数', align: 'right', example: '9999' },
    { dataIndex: 'remark', title: '备注', width: 240, ellipsis: true },
    'updateTime',
  ],
  conditions: [{ key: 'name', title: '标签名称', type: 'input' }],
  form: {
    name: { label: '标签名称', placeholder: '如 受控、客户提供' },
    color: {
      kind: 'custom',
      rule: z.string().check(z.minLength(1, '请选择颜色'), z.regex(/^#[0-9A-Fa-f]{6}$/, '颜色须为 #RRGGBB 格式')),
      render: (field) => <ColorInput {...field} />,
    },
    sort: { placeholder: '0–9999，越小越靠前' },
    remark: { kind: 'textarea', wide: true },
  },
  empty: { color: '#1677FF' },
});
