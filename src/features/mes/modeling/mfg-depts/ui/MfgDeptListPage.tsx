import { Tag } from 'antd';
import * as z from 'zod/mini';
import { DeptTreeSelect } from '@/entities/department';
import { UserSelect } from '@/entities/user';
import { mfgDept, useMfgDeptList } from '@/shared/api';
import { ROOT_PID } from '@/shared/lib/pid-tree';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { PidTreeSelect } from '@/shared/ui/pid-tree-select';

/** 工厂 → 车间 → 工段. */
const DEPT_TYPES = [
  { value: 1, title: '工厂' },
  { value: 2, title: '车间' },
  { value: 3, title: '工段' },
] as const;
const TYPE_COLOR: Record<number, string> = { 1: 'blue', 2: 'cyan', 3: 'default' };
const deptTypeTitle = (value: number) => DEPT_TYPES.find((type) => type.value === value)?.title ?? String(value);

function ParentSelect(props: {
  value: string;
  onChange: (pid: string) => void;
  onBlur?: () => void;
  editingId?: string;
}) {
  const list = useMfgDeptList({ body: {} });
  return (
    <PidTreeSelect
      id="pid"
      rows={list.data}
      loading={list.isPending}
      rootTitle="顶级（工厂）"
      placeholder="请选择上级部门"
      {...props}
    />
  );
}

/** A new department: a 工厂 at the top, otherwise one level below its parent (a 工段 stays a 工段). */
export function newDept(scope: Readonly<Record<string, unknown>> | undefined) {
  const parentType = scope?.parentType;
  const deptType = parentType === 1 ? 2 : parentType === 2 || parentType === 3 ? 3 : 1;
  return { pid: typeof scope?.pid === 'string' ? scope.pid : ROOT_PID, deptType, sort: 10 } as const;
}

/** 生产部门: the production organisation 工厂 → 车间 → 工段 as a tree table. */
export const MfgDeptListPage = defineCrudScreen(mfgDept, {
  noun: '生产部门',
  tree: true,
  columns: [
    { dataIndex: 'name', title: '部门名称', example: '总装二工段（新能源）', hideAble: false },
    { dataIndex: 'code', title: '部门编码', example: 'SZJG-ZZ' },
    {
      dataIndex: 'deptType',
      title: '类型',
      options: DEPT_TYPES,
      render: (_value, row) => <Tag color={TYPE_COLOR[row.deptType]}>{deptTypeTitle(row.deptType)}</Tag>,
    },
    { dataIndex: 'leaderName', title: '负责人', example: '欧阳明' },
    { dataIndex: 'phone', title: '联系电话', example: '0512-62571860' },
    { dataIndex: 'sysDeptName', title: '关联组织部门', example: '机加工车间', hide: 'narrow' },
    { dataIndex: 'lineCount', title: '产线数', align: 'right' },
    { dataIndex: 'sort', title: '排序', hide: 'narrow' },
    { dataIndex: 'status', title: '状态', dict: 'common_status' },
    { dataIndex: 'remark', title: '备注', width: 180, ellipsis: true, hide: true },
  ],
  conditions: [
    'name',
    'code',
    {
      key: 'deptType',
      title: '类型',
      type: 'select',
      options: DEPT_TYPES.map((type) => ({ title: type.title, value: String(type.value) })),
      multiple: true,
    },
    'status',
  ],
  // Leader from the users, the linked organisation department from the sys tree.
  form: {
    pid: {
      label: '上级部门',
      kind: 'custom',
      rule: z.string().check(z.minLength(1, '请选择上级部门')),
      render: (field, dept) => <ParentSelect {...field} editingId={dept?.id} />,
    },
    deptType: {
      options: DEPT_TYPES.map((type) => ({ title: type.title, value: type.value })),
      rule: z.literal([1, 2, 3], '请选择类型'),
    },
    code: { placeholder: '字母、数字、“-”和“_”，如 ZZ-S1' },
    name: {},
    leaderId: {
      label: '负责人',
      kind: 'custom',
      render: (field) => <UserSelect {...field} />,
    },
    phone: { placeholder: '如 0512-62571860' },
    sysDeptId: {
      label: '关联组织部门',
      kind: 'custom',
      render: (field) => <DeptTreeSelect {...field} placeholder="请选择组织部门" />,
    },
    sort: {},
    remark: { kind: 'textarea', wide: true },
  },
  empty: newDept,
  detail: { width: 'default', columns: 2 },
  rowActions: ['detail', 'edit', { kind: 'addChild', scope: (row) => ({ pid: row.id, parentType: row.deptType }) }],
});
