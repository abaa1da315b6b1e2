import { Tag } from 'antd';
import * as z from 'zod/mini';
import { SupplierMultiSelect } from '@/entities/supplier';
import { UserSelect } from '@/entities/user';
import { poRole } from '@/shared/api';
import { formatMoney } from '@/shared/lib/format';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { amountLimitProblem } from '../model/amount-limit';
import { ROLE_TYPE_OPTIONS, ROLE_TYPES, type PoRoleRow } from '../model/role-types';
import { MaterialGroupMultiSelect } from './role-pickers';

/** Names, or what an empty scope means. */
const scopeText = (names: readonly string[], all: string) => (names.length ? names.join('、') : all);

/** 审批限额 as the list shows it: a buyer has none, a supervisor without one approves any amount. */
function limitText(row: Pick<PoRoleRow, 'roleType' | 'amountLimit'>) {
  if (row.amountLimit !== null && row.amountLimit !== undefined) return `¥${formatMoney(row.amountLimit)}`;
  return row.roleType === 'SUPERVISOR' ? '不限' : '—';
}

/**
 * 采购角色 (docs/design/scm-purchase.md → 采购角色): one role per user — 采购员, 采购主管 or 审核人 — with the suppliers
 * and material groups they buy for or approve (none: all) and an approval limit (价税合计) that sends a bigger order
 * on to the next approver. 启用 / 停用, and 删除 of a disabled role, from the contract's status.
 */
export const RoleListPage = defineCrudScreen(poRole, {
  noun: '采购角色',
  columns: [
    {
      dataIndex: 'userName',
      title: '用户',
      example: '陈敏（chenmin）',
      hideAble: false,
      render: (_v, row) => `${row.userName}（${row.account}）`,
    },
    { dataIndex: 'deptName', title: '部门', example: '采购部' },
    {
      dataIndex: 'roleType',
      title: '角色类型',
      example: '采购主管',
      options: ROLE_TYPE_OPTIONS,
      render: (_v, row) => <Tag color={ROLE_TYPES[row.roleType].color}>{ROLE_TYPES[row.roleType].label}</Tag>,
    },
    {
      dataIndex: 'supplierNames',
      title: '供应商',
      width: 260,
      ellipsis: true,
      render: (_v, row) => scopeText(row.supplierNames, '全部供应商'),
    },
    {
      dataIndex: 'materialGroupNames',
      title: '物料组',
      width: 180,
      ellipsis: true,
      render: (_v, row) => scopeText(row.materialGroupNames, '全部物料组'),
    },
    {
      dataIndex: 'amountLimit',
      title: '审批限额',
      align: 'right',
      example: '¥50,000.00',
      render: (_v, row) => limitText(row),
    },
    'status',
    'remark',
    'updateTime',
  ],
  conditions: [
    { key: 'userName', title: '姓名或账号', type: 'input' },
    'roleType',
    { key: 'supplierName', title: '供应商', type: 'input' },
    'status',
  ],
  form: {
    userId: { label: '用户', kind: 'custom', render: (field) => <UserSelect {...field} /> },
    roleType: { options: ROLE_TYPE_OPTIONS },
    supplierIds: {
      label: '供应商',
      kind: 'custom',
      wide: true,
      // Always sent, and empty means every supplier: nothing has to be chosen.
      required: false,
      render: (field) => <SupplierMultiSelect {...field} />,
    },
    materialGroupIds: {
      label: '物料组',
      kind: 'custom',
      wide: true,
      required: false,
      render: (field) => <MaterialGroupMultiSelect {...field} />,
    },
    amountLimit: { label: '审批限额（元）', placeholder: '审核人必填；采购主管不填为不限' },
    remark: { kind: 'textarea', wide: true },
  },
  checks: [
    z.superRefine((body, context) => {
      const problem = amountLimitProblem(body.roleType, body.amountLimit);
      if (problem)
        context.issues.push({ code: 'custom', message: problem, path: ['amountLimit'], input: body.amountLimit });
    }),
  ],
  detail: {
    columns: 2,
    items: (role) => [
      { label: '用户', value: `${role.userName}（${role.account}）` },
      'deptName',
      { label: '角色类型', value: ROLE_TYPES[role.roleType].label },
      { label: '审批限额', value: limitText(role) },
      { label: '供应商', value: scopeText(role.supplierNames, '全部供应商'), span: 2 },
      { label: '物料组', value: scopeText(role.materialGroupNames, '全部物料组（含下级）'), span: 2 },
      'status',
      'remark',
    ],
  },
});
