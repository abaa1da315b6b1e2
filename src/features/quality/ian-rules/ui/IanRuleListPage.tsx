import { MaterialsPickField } from '@/entities/material';
import {
  RULE_SCOPE_CONDITIONS,
  atLeastOne,
  materialsText,
  ruleScopeColumns,
  scopeText,
  type IanRuleRow,
} from '@/entities/quality/rule';
import { SupplierMultiSelect } from '@/entities/supplier';
import { UserMultiSelect } from '@/entities/user';
import { qmIanRule } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/**
 * IAN 规则 (docs/design/scm-quality.md → IAN 规则): which incoming goods need inspection — the suppliers (none: all),
 * the materials (v2, from the material selector), the hours after arrival the inspection is due in and the inspectors
 * told. What no enabled rule covers is exempt. Two enabled rules equally specific for one supplier × material are
 * refused (1017201), the refusal shown on the form.
 */
export const IanRuleListPage = defineCrudScreen(qmIanRule, {
  noun: 'IAN 规则',
  columns: [
    { dataIndex: 'code', title: '编码', example: 'IAN-001', width: 110, hideAble: false, sorter: true },
    { dataIndex: 'name', title: '名称', example: '电子元器件来料检验' },
    'status',
    ...ruleScopeColumns<IanRuleRow>(200),
    {
      dataIndex: 'dueHours',
      title: '要求完成时限',
      align: 'right',
      example: '24 小时',
      render: (_, row) => `${row.dueHours} 小时`,
    },
    {
      dataIndex: 'inspectorNames',
      title: '检验员',
      example: '刘洋',
      render: (_, row) => row.inspectorNames.join('、'),
    },
    { dataIndex: 'remark', title: '备注', width: 240, ellipsis: true, hide: 'narrow' },
    'updateTime',
  ],
  conditions: RULE_SCOPE_CONDITIONS,
  form: {
    code: { placeholder: '字母、数字、“-”和“_”，如 IAN-006' },
    name: {},
    supplierIds: {
      label: '供应商',
      kind: 'custom',
      wide: true,
      // Always sent; empty is every supplier.
      required: false,
      render: (field) => <SupplierMultiSelect {...field} />,
    },
    materialIds: {
      label: '物料',
      kind: 'custom',
      wide: true,
      rule: atLeastOne('物料', '请至少选择一种物料', 500),
      value: (record) => record.materials.map((material) => material.materialId),
      render: (field, record) => (
        <MaterialsPickField {...field} known={record?.materials} placeholder="至少选择一种物料" />
      ),
    },
    dueHours: { label: '要求完成时限（小时）', placeholder: '到货后 1–720 小时内完成检验' },
    inspectorIds: {
      label: '检验员',
      kind: 'custom',
      rule: atLeastOne('检验员', '请至少选择一名检验员', 20),
      render: (field) => <UserMultiSelect {...field} placeholder="接收 IAN 通知的检验员" />,
    },
    remark: { kind: 'textarea', wide: true },
  },
  addTitle: '新增 IAN 规则',
  editTitle: (rule) => `编辑 IAN 规则：${rule.code} ${rule.name}`,
  formWidth: 840,
  detail: {
    columns: 2,
    items: (rule) => [
      'code',
      'name',
      { label: '供应商', value: scopeText(rule.supplierNames, '全部供应商'), span: 2 },
      { label: '物料', value: materialsText(rule.materials), span: 2 },
      { label: '要求完成时限', value: `到货后 ${rule.dueHours} 小时` },
      { label: '检验员', value: rule.inspectorNames.join('、') },
      'status',
      'remark',
    ],
  },
});
