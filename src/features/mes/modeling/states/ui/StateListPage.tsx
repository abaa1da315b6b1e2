import { Flex, Tag } from 'antd';
import * as z from 'zod/mini';
import { mfgState, useMfgStateList } from '@/shared/api';
import { ROOT_PID } from '@/shared/lib/pid-tree';
import { ColorInput } from '@/shared/ui/color-input';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { PidTreeSelect } from '@/shared/ui/pid-tree-select';

const STATE_CATEGORIES = [
  { value: 'RUN', title: '运行' },
  { value: 'STOP', title: '停机' },
  { value: 'IDLE', title: '空闲' },
] as const;
const CATEGORY_COLOR: Record<string, string> = { RUN: 'success', STOP: 'error', IDLE: 'default' };
const categoryTitle = (value: string) => STATE_CATEGORIES.find((option) => option.value === value)?.title ?? value;
const yesNo = (value: boolean) => (value ? '是' : '否');
const PRESETS = ['#389E0D', '#D48806', '#CF1322', '#C41D7F', '#1677FF', '#595959'];

function ParentSelect(props: {
  value: string;
  onChange: (pid: string) => void;
  onBlur?: () => void;
  editingId?: string;
}) {
  const list = useMfgStateList({ body: {} });
  return (
    <PidTreeSelect
      id="pid"
      rows={list.data}
      loading={list.isPending}
      rootTitle="顶级状态"
      placeholder="请选择上级状态"
      {...props}
    />
  );
}

/** A new state: under the chosen node and in its category when added as a child. */
export function newState(scope: Readonly<Record<string, unknown>> | undefined) {
  const category = STATE_CATEGORIES.find((option) => option.value === scope?.category)?.value ?? '';
  return { pid: typeof scope?.pid === 'string' ? scope.pid : ROOT_PID, category, color: '#1677FF', sort: 10 } as const;
}

/**
 * 生产状态: the states line status and stops are reported in, as a tree table (运行 / 停机 / 空闲 and their reasons);
 * 新增下级 starts a child in its parent's category, 删除 is refused while a node has children.
 */
export const StateListPage = defineCrudScreen(mfgState, {
  noun: '生产状态',
  tree: true,
  // Name first (it carries the expand button), the colour as a swatch with its value.
  columns: [
    { dataIndex: 'name', title: '状态名称', example: '非计划停机（设备）', hideAble: false },
    { dataIndex: 'code', title: '状态编码', example: 'STOP-U-QUALITY' },
    {
      dataIndex: 'category',
      title: '类别',
      options: STATE_CATEGORIES,
      render: (value, row) => <Tag color={CATEGORY_COLOR[row.category]}>{categoryTitle(String(value))}</Tag>,
    },
    {
      dataIndex: 'color',
      title: '颜色',
      example: '#CF1322 ',
      render: (_value, row) => (
        <Flex gap={6} align="center">
          <span
            aria-hidden
            style={{ width: 14, height: 14, borderRadius: 3, background: row.color, display: 'inline-block' }}
          />
          {row.color}
        </Flex>
      ),
    },
    { dataIndex: 'oeeLoss', title: '计入 OEE 损失', render: (_value, row) => yesNo(row.oeeLoss) },
    { dataIndex: 'needReason', title: '需填原因', render: (_value, row) => yesNo(row.needReason) },
    { dataIndex: 'sort', title: '排序' },
    { dataIndex: 'status', title: '状态', dict: 'common_status' },
    { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: 'narrow' },
  ],
  conditions: [
    'name',
    'code',
    { key: 'category', title: '类别', type: 'select', options: [...STATE_CATEGORIES], multiple: true },
    'status',
  ],
  // The parent is '0' at the top level.
  form: {
    pid: {
      label: '上级状态',
      kind: 'custom',
      rule: z.string().check(z.minLength(1, '请选择上级状态')),
      render: (field, state) => <ParentSelect {...field} editingId={state?.id} />,
    },
    code: { placeholder: '字母、数字、“-”和“_”，如 STOP-U-FAULT' },
    name: {},
    category: { options: [...STATE_CATEGORIES] },
    color: {
      kind: 'custom',
      rule: z.string().check(z.regex(/^#[0-9A-Fa-f]{6}$/, '请选择颜色')),
      render: (field) => <ColorInput {...field} label="颜色" presets={PRESETS} />,
    },
    oeeLoss: {},
    needReason: {},
    sort: { placeholder: '0–9999，同级中越小越靠前' },
    remark: { kind: 'textarea', wide: true },
  },
  empty: newState,
  rowActions: ['edit', { kind: 'addChild', scope: (row) => ({ pid: row.id, category: row.category }) }],
});
