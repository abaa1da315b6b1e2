import { Tag } from 'antd';
import { useFormContext, type ControllerRenderProps } from 'react-hook-form';
import * as z from 'zod/mini';
import { DeptTreeSelect, useDeptScope } from '@/entities/department';
import { UserSelect } from '@/entities/user';
import { sysEmp } from '@/shared/api';
import { requiredChoice, requiredPattern } from '@/shared/lib/form-rules';
import { defineCrudScreen, type FormValues, type RowOf } from '@/shared/ui/crud-screen';
import { TagList } from '@/shared/ui/tag-list';
import { TreeListLayout } from '@/shared/ui/tree-layout';
import { ExtraPositionsSelect, MainPositionSelect } from './PositionSelects';

type Emp = RowOf<typeof sysEmp>;

const SEXES = [
  { title: '男', value: 1 },
  { title: '女', value: 2 },
  { title: '未知', value: 0 },
];
const sexTitle = (sex: number) => SEXES.find((s) => s.value === sex)?.title ?? '未知';

const JOB_STATUSES = [
  { title: '在职', value: '0' },
  { title: '离职', value: '1' },
];

/** 在职 / 离职 (with the leave date). */
const jobStatusTag = (emp: Pick<Emp, 'jobStatus' | 'leaveDate'>) =>
  emp.jobStatus === 0 ? <Tag color="success">在职</Tag> : <Tag>离职{emp.leaveDate ? ` ${emp.leaveDate}` : ''}</Tag>;

/** A department + position pair as one label: the same position name exists in several departments (班组长). */
const positionLabel = (pos: { deptName: string; posName: string }) => `${pos.deptName} / ${pos.posName}`;

const account = (emp: Pick<Emp, 'userName' | 'userAccount'>) =>
  emp.userAccount && `${emp.userName ?? ''}（${emp.userAccount}）`;

/** The main position; an employee without a department yet takes the position's. */
function MainPosition({ value, onChange, onBlur }: ControllerRenderProps<FormValues<typeof sysEmp>, 'mainPosId'>) {
  const { getValues, setValue } = useFormContext<FormValues<typeof sysEmp>>();
  return (
    <MainPositionSelect
      id="mainPosId"
      value={value}
      onBlur={onBlur}
      onChange={(posId, deptId) => {
        onChange(posId);
        if (deptId && !getValues('deptId')) setValue('deptId', deptId, { shouldValidate: true });
      }}
    />
  );
}

export const EmpList = defineCrudScreen(sysEmp, {
  noun: '员工',
  columns: [
    { dataIndex: 'jobNum', title: '工号', width: 120, hideAble: false, sorter: true },
    { dataIndex: 'name', title: '姓名', example: '孙晓燕', query: 'input' },
    { dataIndex: 'sex', title: '性别', example: '女', render: (_v, emp) => sexTitle(emp.sex) },
    { dataIndex: 'deptName', title: '部门', example: '来料检验组' },
    { dataIndex: 'mainPosName', title: '主岗位', example: '数控操作工' },
    {
      dataIndex: 'extPositions',
      title: '附属岗位',
      width: 200,
      hide: 'narrow',
      render: (_v, emp) => (
        <TagList items={emp.extPositions.map((pos) => ({ key: pos.posId, label: positionLabel(pos) }))} max={1} />
      ),
    },
    {
      dataIndex: 'userAccount',
      title: '关联账号',
      example: 'wangqiang',
      render: (_v, emp) => account(emp) || '—',
      hide: 'narrow',
    },
    { dataIndex: 'phone', title: '手机号', example: '13812345678' },
    { dataIndex: 'entryDate', title: '入职日期', example: '2026-01-01', sorter: true },
    { dataIndex: 'jobStatus', title: '在职状态', render: (_v, emp) => jobStatusTag(emp) },
    'status',
    'updateTime',
  ],
  conditions: [
    'name',
    'jobNum',
    'phone',
    { key: 'jobStatus', title: '在职状态', type: 'select', options: JOB_STATUSES, multiple: true },
    'status',
  ],
  formColumns: 2,
  formWidth: 760,
  // A main position and any further department + position pairs.
  form: {
    jobNum: {
      placeholder: '如 JG2026118',
      rule: requiredPattern('工号', 32, /^[A-Za-z0-9_-]+$/, '工号只能包含字母、数字、下划线和短横线'),
    },
    name: {},
    sex: { options: SEXES, rule: z.literal([0, 1, 2], '请选择性别') },
    phone: {
      placeholder: '11 位手机号',
      rule: requiredPattern('手机号', 11, /^1[3-9][0-9]{9}$/, '请输入正确的 11 位手机号'),
    },
    deptId: {
      label: '部门',
      kind: 'custom',
      render: (field) => <DeptTreeSelect {...field} />,
    },
    mainPosId: {
      label: '主岗位',
      kind: 'custom',
      rule: requiredChoice('主岗位'),
      render: (field) => <MainPosition {...field} />,
    },
    // Further positions may be none.
    extPositions: {
      kind: 'custom',
      wide: true,
      required: false,
      rule: z.array(z.object({ deptId: z.string(), posId: z.string() })),
      render: (field) => <ExtraPositionsSelect {...field} />,
    },
    userId: {
      label: '关联账号',
      kind: 'custom',
      render: (field) => <UserSelect {...field} placeholder="可选，员工登录系统时使用的账号" />,
    },
    entryDate: { kind: 'date', rule: requiredChoice('入职日期') },
    remark: { label: '备注', kind: 'textarea', wide: true },
  },
  // A new employee starts in the department chosen in the tree.
  empty: (scope) => ({ deptId: scope?.deptId ?? '' }),
  // A further position is not the main one again.
  checks: [
    z.refine((emp) => !emp.extPositions.some((pos) => pos.posId === emp.mainPosId), {
      message: '附属岗位不能与主岗位相同',
      path: ['extPositions'],
    }),
  ],
  detail: {
    width: 'default',
    columns: 2,
    items: (emp, renderDict) => [
      'jobNum',
      'name',
      { label: '性别', value: sexTitle(emp.sex) },
      'phone',
      'deptName',
      'mainPosName',
      { label: '附属岗位', value: emp.extPositions.map(positionLabel).join('；'), span: 2 },
      { label: '关联账号', value: account(emp) },
      'entryDate',
      { label: '在职状态', value: jobStatusTag(emp) },
      { label: '状态', value: renderDict('common_status', emp.status) },
      { label: '离职原因', value: emp.leaveReason, span: 2 },
      { label: '备注', value: emp.remark, span: 2 },
    ],
  },
  rowActions: [
    'detail',
    'edit',
    // Only someone still employed leaves.
    {
      kind: 'panel',
      action: 'manage',
      require: 'sysEmp:edit',
      title: '离职',
      when: { field: 'jobStatus', op: 'eq', value: 0 },
      load: () => import('./LeaveDialog').then((m) => m.LeaveDialog),
    },
  ],
  table: { selection: 'checkbox' },
});

/** 员工: the enterprise's employees; the organisation tree narrows them to a department and its children. */
export function EmpListPage() {
  const dept = useDeptScope();
  return (
    <TreeListLayout aside={dept.aside}>
      <EmpList extendedParams={dept.params} scope={dept.scope} />
    </TreeListLayout>
  );
}
