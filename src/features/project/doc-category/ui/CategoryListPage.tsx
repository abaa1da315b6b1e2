import { Select, Space, Tag, Typography } from 'antd';
import * as z from 'zod/mini';
import { pmDocCategory, usePmDocCategoryList, type PmDocCategoryListData } from '@/shared/api';
import { ROOT_PID } from '@/shared/lib/pid-tree';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { PidTreeSelect } from '@/shared/ui/pid-tree-select';

type PhaseCode = PmDocCategoryListData[number]['requiredPhaseCodes'][number];

/** The stage-gate phases (PmDocCategoryPhaseCode), in order, as the project list names them. */
const PHASES = [
  { value: 'P0', label: 'P0 立项' },
  { value: 'P1', label: 'P1 概念' },
  { value: 'P2', label: 'P2 计划' },
  { value: 'P3', label: 'P3 设计开发' },
  { value: 'P4', label: 'P4 验证' },
  { value: 'P5', label: 'P5 试产' },
  { value: 'P6', label: 'P6 量产' },
] as const satisfies readonly { value: PhaseCode; label: string }[];
const PHASE_CODES = ['P0', 'P1', 'P2', 'P3', 'P4', 'P5', 'P6'] as const satisfies readonly PhaseCode[];

const phaseTitle = (code: string) => PHASES.find((phase) => phase.value === code)?.label ?? code;

/** 上级分类: 顶级 or any category outside the edited one's own subtree (a parent cannot move under its child). */
function ParentSelect(props: {
  value: string;
  onChange: (pid: string) => void;
  onBlur: () => void;
  editingId?: string;
}) {
  const list = usePmDocCategoryList({ body: {} });
  return (
    <PidTreeSelect
      id="pid"
      {...props}
      rows={list.data}
      loading={list.isPending}
      rootTitle="顶级分类"
      placeholder="请选择上级分类"
    />
  );
}

/**
 * 文档分类: the categories as a tree table (the flat list nested by pid, opened by hand), add, edit (the parent never
 * under the category's own subtree), delete (a category with documents is refused by the server).
 */
export const CategoryListPage = defineCrudScreen(pmDocCategory, {
  noun: '文档分类',
  tree: true,
  columns: [
    { dataIndex: 'name', title: '分类名称', width: 260, hideAble: false },
    { dataIndex: 'code', title: '分类编码', example: 'SUMMARY' },
    {
      dataIndex: 'requiredPhaseCodes',
      title: '必交阶段',
      width: 360,
      render: (_v, row) =>
        row.requiredPhaseCodes.length === 0 ? (
          <Typography.Text type="secondary">非必交</Typography.Text>
        ) : (
          <Space size={[0, 4]} wrap>
            {row.requiredPhaseCodes.map((code) => (
              <Tag key={code} color="blue">
                {phaseTitle(code)}
              </Tag>
            ))}
          </Space>
        ),
    },
    { dataIndex: 'sort', title: '排序', align: 'right', example: '9999' },
    { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: 'narrow' },
    'updateTime',
  ],
  conditions: [{ key: 'name', title: '名称或编码', type: 'input' }],
  form: {
    pid: {
      label: '上级分类',
      kind: 'custom',
      rule: z.string().check(z.minLength(1, '请选择上级分类')),
      render: (field, category) => <ParentSelect {...field} editingId={category?.id} />,
    },
    code: { placeholder: '字母、数字、“-”和“_”，如 DFMEA' },
    name: {},
    sort: { placeholder: '0–9999，同级中越小越靠前' },
    requiredPhaseCodes: {
      kind: 'custom',
      wide: true,
      rule: z.array(z.enum(PHASE_CODES, '请选择阶段')),
      render: (field) => (
        <Select
          {...field}
          mode="multiple"
          allowClear
          options={[...PHASES]}
          placeholder="在这些阶段须提交该类文档（不选：非必交）"
        />
      ),
    },
    remark: { kind: 'textarea', wide: true },
  },
  empty: { pid: ROOT_PID },
  formWidth: 720,
  // The tree opens by hand, as before.
  table: { expandAll: false },
});
