import * as z from 'zod/mini';
import { materialAttributeItems, materialAttributeForm } from '@/entities/material';
import { cdUomListQueryOptions, mdMaterialMgmt } from '@/shared/api';
import { weightRules } from '@/shared/lib/form-rules';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { QuerySelect } from '@/shared/ui/query-select';
import { GroupCodeTreeSelect } from './GroupCodeTreeSelect';

const enabled = { body: { status: '0' } };
// The v1 material names its unit by code (cdUom/list's code), not by id as the v2 one does.
const uomOption = (u: { code: string; name: string }) => ({ value: u.code, label: `${u.name}（${u.code}）` });
/** The weight units the v1 contract takes (weightUomCode). */
const WEIGHT_UNITS = ['KG', 'G', 'T'] as const;
const isWeightUnit = (code: string) => WEIGHT_UNITS.some((unit) => unit === code);

/** 物料管理（旧版）: the v1 materials; type, unit and group are codes here; an edit starts from the detail. */
export const LegacyMaterialListPage = defineCrudScreen(mdMaterialMgmt, {
  noun: '物料',
  columns: [
    { dataIndex: 'typeCode', title: '物料类型', width: 110, dict: 'material_type', dictAs: 'text', filter: true },
    { dataIndex: 'code', title: '物料编码', width: 150, hideAble: false, sorter: true },
    { dataIndex: 'name', title: '物料名称', width: 180, query: 'input' },
    {
      dataIndex: 'traceability',
      title: '追溯方式',
      width: 100,
      dict: 'material_traceability',
      dictAs: 'text',
      filter: true,
    },
    { dataIndex: 'specification', title: '规格型号', width: 220, ellipsis: true },
    { dataIndex: 'uomName', title: '单位', width: 70 },
    { dataIndex: 'groupName', title: '物料组', width: 120 },
    { dataIndex: 'brand', title: '品牌', width: 120, hide: true },
    'status',
    'remark',
    'updateTime',
  ],
  // Type, traceability and status from their dictionaries, sent comma-joined.
  conditions: ['code', 'name', 'specification', 'typeCode', 'traceability', 'status'],
  editFrom: 'detail',
  formWidth: 900,
  form: {
    code: {},
    name: {},
    typeCode: { dict: 'material_type' },
    traceability: { dict: 'material_traceability' },
    uomCode: {
      label: '计量单位',
      kind: 'custom',
      render: (field) => <QuerySelect {...field} query={cdUomListQueryOptions(enabled)} option={uomOption} />,
    },
    groupCode: {
      label: '物料组',
      kind: 'custom',
      render: (field) => <GroupCodeTreeSelect {...field} />,
    },
    specification: { wide: true },
    brand: {},
    ...materialAttributeForm,
    // Only weight units (category WGT) the contract names measure a weight.
    weightUomCode: {
      label: '重量单位',
      kind: 'custom',
      render: (field) => (
        <QuerySelect
          {...field}
          query={cdUomListQueryOptions(enabled)}
          filter={(u) => u.category === 'WGT' && isWeightUnit(u.code)}
          option={uomOption}
        />
      ),
    },
    remark: { kind: 'textarea', wide: true },
  },
  empty: { traceability: 'NONE' },
  // The contract leaves the weight rules to the form (MdMaterialForm's description).
  checks: [
    ...weightRules('weightUomCode'),
    z.refine((m) => m.weightUomCode === null || isWeightUnit(m.weightUomCode), {
      message: '重量单位只能是千克、克或吨',
      path: ['weightUomCode'],
    }),
  ],
  detail: {
    title: '物料详情',
    width: 'default',
    columns: 2,
    items: (m, renderDict) => [
      'code',
      'name',
      { label: '物料类型', value: renderDict('material_type', m.typeCode, 'text') },
      { label: '追溯方式', value: renderDict('material_traceability', m.traceability, 'text') },
      { label: '规格型号', value: m.specification, span: 2 },
      { label: '计量单位', value: m.uomName },
      'groupName',
      ...materialAttributeItems(m),
      { label: '状态', value: renderDict('common_status', m.status) },
      { label: '备注', value: m.remark, span: 2 },
    ],
  },
  table: { selection: 'checkbox' },
});
