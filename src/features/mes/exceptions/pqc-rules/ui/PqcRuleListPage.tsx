import * as z from 'zod/mini';
import { MaterialSearchSelect } from '@/entities/material';
import { mfgPqcRule } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import {
  FREQUENCIES,
  INSPECT_TYPES,
  JUDGE_TYPES,
  frequencyText,
  inspectTypeOptions,
  judgeTypeOptions,
  limitsText,
} from '../model/pqc-options';
import { FrequencyTypeSelect, FrequencyValueInput, PqcProcessSelect } from './pqc-pickers';

const given = (n: number | null): n is number => n !== null;
const num = (value: number | null | undefined, unit: string | null | undefined) =>
  value === null || value === undefined ? null : `${value}${unit ? ` ${unit}` : ''}`;

/** PQC 规则 (/manufacture/pqcRule): the in-process inspection plan, per product and process. */
export const PqcRuleListPage = defineCrudScreen(mfgPqcRule, {
  noun: 'PQC 规则',
  columns: [
    { dataIndex: 'code', title: '规则编码', width: 170, hideAble: false, sorter: true },
    { dataIndex: 'name', title: '规则名称', width: 170 },
    { dataIndex: 'productName', title: '适用产品', width: 170, render: (name, row) => `${row.productCode} ${name}` },
    { dataIndex: 'processName', title: '工序', width: 140, render: (name, row) => `${row.processCode} ${name}` },
    { dataIndex: 'item', title: '检验项目', width: 120 },
    {
      dataIndex: 'inspectType',
      title: '检验类型',
      width: 100,
      filter: true,
      options: inspectTypeOptions,
      render: (_, { inspectType }) => INSPECT_TYPES[inspectType],
    },
    { dataIndex: 'frequencyType', title: '抽样频率', width: 110, render: (_, row) => frequencyText(row) },
    { dataIndex: 'sampleSize', title: '抽样数量', width: 90, align: 'right' },
    { dataIndex: 'standardValue', title: '规格（LSL ~ USL）', width: 200, render: (_, row) => limitsText(row) },
    { dataIndex: 'judgeType', title: '判定方式', width: 90, render: (_, { judgeType }) => JUDGE_TYPES[judgeType] },
    { dataIndex: 'method', title: '检验方法', width: 220, ellipsis: true, hide: true },
    'status',
    'updateTime',
  ],
  conditions: ['name', 'code', 'inspectType', 'status'],
  // A space after 新增/编辑 before the Latin letters, as in the menu's title; list rows hold every field.
  addTitle: '新增 PQC 规则',
  editTitle: () => '编辑 PQC 规则',
  formWidth: 880,
  form: {
    code: {},
    name: {},
    productId: {
      label: '适用产品',
      kind: 'custom',
      render: ({ value, onChange, onBlur }) => (
        <MaterialSearchSelect
          id="productId"
          value={value || null}
          onChange={(id) => onChange(id ?? '')}
          onBlur={onBlur}
        />
      ),
    },
    processId: { label: '工序', kind: 'custom', render: (field) => <PqcProcessSelect field={field} /> },
    item: {},
    inspectType: { options: inspectTypeOptions },
    method: {},
    tool: { label: '检测工具' },
    frequencyType: { kind: 'custom', render: (field) => <FrequencyTypeSelect field={field} /> },
    frequencyValue: { label: '频率 N', kind: 'custom', render: (field) => <FrequencyValueInput field={field} /> },
    sampleSize: {},
    judgeType: { options: judgeTypeOptions },
    standardValue: { label: '标准值' },
    usl: { label: '上限 USL' },
    lsl: { label: '下限 LSL' },
    unit: { label: '单位' },
    remark: { label: '备注', kind: 'textarea', wide: true },
  },
  // A new rule is sampled every shift and judged by measurement.
  empty: { frequencyType: 'SHIFT', judgeType: 'MEASURE' },
  // What the contract says in words: N for 每 N 件/小时, a standard value for 计量, and LSL ≤ 标准值 ≤ USL; each
  // message sits on the field to change.
  checks: [
    z.refine((r) => r.frequencyType === 'SHIFT' || given(r.frequencyValue), {
      message: '请输入频率 N',
      path: ['frequencyValue'],
    }),
    z.refine((r) => r.judgeType !== 'MEASURE' || given(r.standardValue), {
      message: '计量判定请输入标准值',
      path: ['standardValue'],
    }),
    z.refine((r) => r.judgeType !== 'MEASURE' || given(r.usl) || given(r.lsl), {
      message: '计量判定至少填写上限 USL 或下限 LSL',
      path: ['usl'],
    }),
    z.refine((r) => !given(r.lsl) || !given(r.usl) || r.lsl <= r.usl, {
      message: '下限 LSL 不能大于上限 USL',
      path: ['lsl'],
    }),
    z.refine((r) => !given(r.standardValue) || !given(r.lsl) || r.standardValue >= r.lsl, {
      message: '标准值不能小于下限 LSL',
      path: ['standardValue'],
    }),
    z.refine((r) => !given(r.standardValue) || !given(r.usl) || r.standardValue <= r.usl, {
      message: '标准值不能大于上限 USL',
      path: ['standardValue'],
    }),
  ],
  // What is inspected where, how often, and its limits.
  detail: {
    width: 'default',
    columns: 2,
    items: (r, renderDict) => [
      'code',
      'name',
      { label: '适用产品', value: `${r.productCode} ${r.productName}` },
      { label: '工序', value: `${r.processCode} ${r.processName}` },
      'item',
      { label: '检验类型', value: INSPECT_TYPES[r.inspectType] },
      'method',
      'tool',
      { label: '抽样频率', value: `${frequencyText(r)}（${FREQUENCIES[r.frequencyType].label}）` },
      { label: '抽样数量', value: `${r.sampleSize}` },
      { label: '判定方式', value: JUDGE_TYPES[r.judgeType] },
      'unit',
      { label: '标准值', value: num(r.standardValue, r.unit) },
      { label: '上限 USL', value: num(r.usl, r.unit) },
      { label: '下限 LSL', value: num(r.lsl, r.unit) },
      { label: '状态', value: renderDict('common_status', r.status) },
      { label: '备注', value: r.remark, span: 2 },
    ],
  },
  table: { selection: 'checkbox' },
});
