import * as z from 'zod/mini';
import { LookTag, lookOptions } from '@/entities/quality/iqc-apply';
import {
  ChannelsCheck,
  REW_DIMENSIONS,
  REW_METRICS,
  WARN_LEVELS,
  atLeastOne,
  channelsText,
  rewRuleSentence,
  scopeText,
} from '@/entities/quality/rule';
import { SupplierMultiSelect } from '@/entities/supplier';
import { UserMultiSelect } from '@/entities/user';
import { qmRewRule, qmRewRuleAdd, qmRewRuleEdit } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { metricParams, metricProblems } from '../model/metric-params';
import { ParamInput } from './ParamInput';

const silenceText = (days: number) => (days ? `${days} 天` : '不静默');

/**
 * REW 规则 (docs/design/scm-quality.md → REW 规则): thresholds on rejections — N of the last M lots, a lot acceptance
 * rate below x % over D days (at least K lots), a PPM above y over D days — per supplier, supplier × material or
 * material, with the level, who is told and the days of silence. The parameters follow the metric; the others are
 * sent null (1017203). The list reads each rule as a sentence.
 */
export const RewRuleListPage = defineCrudScreen(qmRewRule, {
  noun: 'REW 规则',
  columns: [
    { dataIndex: 'code', title: '编码', example: 'REW-001', width: 110, hideAble: false, sorter: true },
    { dataIndex: 'name', title: '名称', example: '供应商批合格率过低' },
    'status',
    {
      dataIndex: 'level',
      title: '级别',
      example: '严重',
      options: lookOptions(WARN_LEVELS),
      render: (_, row) => <LookTag looks={WARN_LEVELS} value={row.level} />,
    },
    {
      dataIndex: 'rejectCount',
      title: '规则',
      example: '供应商 × 物料最近 5 批中不合格 ≥ 2 批 → 警告',
      render: (_, row) => rewRuleSentence(row),
    },
    {
      dataIndex: 'metric',
      title: '指标',
      example: '批合格率',
      options: lookOptions(REW_METRICS),
      hide: 'narrow',
      render: (_, row) => REW_METRICS[row.metric],
    },
    {
      dataIndex: 'dimension',
      title: '统计对象',
      example: '供应商 × 物料',
      options: lookOptions(REW_DIMENSIONS),
      hide: 'narrow',
      render: (_, row) => REW_DIMENSIONS[row.dimension],
    },
    {
      dataIndex: 'supplierNames',
      title: '供应商',
      width: 160,
      ellipsis: true,
      render: (_, row) => scopeText(row.supplierNames, '全部供应商'),
    },
    {
      dataIndex: 'userNames',
      title: '通知人',
      example: '刘洋、张伟、陈敏',
      render: (_, row) => row.userNames.join('、'),
    },
    {
      dataIndex: 'silenceDays',
      title: '静默天数',
      align: 'right',
      example: '30 天',
      hide: 'narrow',
      render: (_, row) => silenceText(row.silenceDays),
    },
    { dataIndex: 'remark', title: '备注', width: 240, ellipsis: true, hide: 'narrow' },
    'updateTime',
  ],
  conditions: [
    'code',
    'name',
    { key: 'metric', title: '指标', type: 'select', options: lookOptions(REW_METRICS), multiple: true },
    { key: 'level', title: '级别', type: 'select', options: lookOptions(WARN_LEVELS), multiple: true },
    'status',
  ],
  form: {
    code: { placeholder: '字母、数字、“-”和“_”，如 REW-005' },
    name: {},
    metric: { label: '指标', kind: 'select', options: lookOptions(REW_METRICS) },
    dimension: { label: '统计对象', kind: 'select', options: lookOptions(REW_DIMENSIONS) },
    level: { label: '级别', kind: 'select', options: lookOptions(WARN_LEVELS) },
    silenceDays: { label: '静默天数', placeholder: '同一对象有未关闭的预警时，多少天内不再预警（0–90）' },
    rejectCount: {
      label: '不合格批数 N',
      kind: 'custom',
      render: (field) => (
        <ParamInput param="rejectCount" unit="批" {...field} hint={() => '最近 M 批中不合格达 N 批即预警'} />
      ),
    },
    lotWindow: {
      label: '最近批数 M',
      kind: 'custom',
      render: (field) => <ParamInput param="lotWindow" unit="批" {...field} hint={() => '统计最近的批数，1–50'} />,
    },
    periodDays: {
      label: '统计天数',
      kind: 'custom',
      render: (field) => (
        <ParamInput param="periodDays" unit="天" {...field} hint={() => '截至判定当天的天数，1–365'} />
      ),
    },
    threshold: {
      label: '阈值',
      kind: 'custom',
      render: (field) => (
        <ParamInput
          param="threshold"
          unit={(metric) => (metric === 'LAR' ? '%' : 'PPM')}
          {...field}
          hint={(metric) => (metric === 'LAR' ? '批合格率低于此百分数即预警，如 70' : '不合格 PPM 高于此值即预警')}
        />
      ),
    },
    minLots: {
      label: '最少批数',
      kind: 'custom',
      render: (field) => <ParamInput param="minLots" unit="批" {...field} hint={() => '统计期内批数少于此不预警'} />,
    },
    channels: {
      label: '通知方式',
      kind: 'custom',
      rule: z.array(z.enum(['SITE', 'DINGTALK', 'EMAIL'])).check(z.minLength(1, '请至少选择一种通知方式')),
      render: (field) => <ChannelsCheck {...field} />,
    },
    supplierIds: {
      label: '供应商',
      kind: 'custom',
      wide: true,
      required: false,
      render: (field) => <SupplierMultiSelect {...field} />,
    },
    userIds: {
      label: '通知人',
      kind: 'custom',
      wide: true,
      rule: atLeastOne('通知人', '请至少选择一名通知人', 20),
      render: (field) => <UserMultiSelect {...field} placeholder="预警通知的人" />,
    },
    remark: { kind: 'textarea', wide: true },
  },
  empty: { channels: ['SITE'], silenceDays: 7 },
  checks: [
    z.superRefine((body, context) => {
      for (const problem of metricProblems(body))
        context.issues.push({ code: 'custom', message: problem.message, path: [problem.path], input: body });
    }),
  ],
  // The parameters the metric does not read are sent null, whatever was typed in them before (1017203).
  save: {
    add: (body, options) => qmRewRuleAdd({ body: metricParams(body) }, options),
    edit: (body, record, options) => qmRewRuleEdit({ body: { ...metricParams(body), id: record.id } }, options),
  },
  addTitle: '新增 REW 规则',
  editTitle: (rule) => `编辑 REW 规则：${rule.code} ${rule.name}`,
  formWidth: 840,
  detail: {
    columns: 2,
    items: (rule) => [
      'code',
      'name',
      { label: '规则', value: rewRuleSentence(rule), span: 2 },
      { label: '指标', value: REW_METRICS[rule.metric] },
      { label: '统计对象', value: REW_DIMENSIONS[rule.dimension] },
      { label: '级别', value: <LookTag looks={WARN_LEVELS} value={rule.level} /> },
      { label: '静默天数', value: silenceText(rule.silenceDays) },
      { label: '供应商', value: scopeText(rule.supplierNames, '全部供应商'), span: 2 },
      { label: '通知人', value: rule.userNames.join('、') },
      { label: '通知方式', value: channelsText(rule.channels) },
      'status',
      'remark',
    ],
  },
});
