import * as z from 'zod/mini';
import {
  ESW_LEVELS,
  ESW_METRICS,
  ESW_NOTIFY_WAYS,
  ESW_OPERATORS,
  ESW_PERIODS,
  EswLevelTag,
  eswSentence,
  optionsOf,
  withUnit,
} from '@/entities/mes/esw';
import { mfgEswRule, type MfgEswRulePageData } from '@/shared/api';
import { requiredText } from '@/shared/lib/form-rules';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { LinesField, NameWithSentence, NotifyUsersSelect, NotifyWaysInput, ThresholdInput } from './esw-rule-pickers';

const OPERATOR_WORDS: Record<keyof typeof ESW_OPERATORS, string> = {
  LT: '小于',
  LE: '小于等于',
  GT: '大于',
  GE: '大于等于',
};
const operatorOptions = Object.entries(ESW_OPERATORS).map(([value, symbol]) => ({
  value,
  title: `${symbol} ${OPERATOR_WORDS[value as keyof typeof OPERATOR_WORDS]}`,
}));

/** The rule's sentence: '总装一线 每小时 一次合格率 < 95% 时 发出 警告'. */
const ruleSentence = (r: MfgEswRulePageData['rows'][number]) =>
  eswSentence({
    lineNames: r.lineNames,
    period: r.period,
    metric: r.metric,
    operator: r.operator,
    threshold: r.threshold,
    level: r.level,
  });
const linesText = (lineNames: readonly string[]) => (lineNames.length ? lineNames.join('、') : '全部产线');
const waysText = (ways: readonly (keyof typeof ESW_NOTIFY_WAYS)[]) => ways.map((w) => ESW_NOTIFY_WAYS[w]).join('、');

/** ESW 预警规则 (/manufacture/eswRule): when a line's figures raise a warning, and whom it tells. */
export const EswRuleListPage = defineCrudScreen(mfgEswRule, {
  noun: 'ESW 预警规则',
  columns: [
    { dataIndex: 'name', title: '规则名称', width: 200, hideAble: false },
    { dataIndex: 'metric', title: '规则', width: 380, render: (_, row) => ruleSentence(row) },
    {
      dataIndex: 'level',
      title: '预警级别',
      width: 100,
      filter: true,
      options: optionsOf(ESW_LEVELS),
      render: (_, { level }) => <EswLevelTag level={level} />,
    },
    {
      dataIndex: 'lineNames',
      title: '适用产线',
      width: 200,
      ellipsis: true,
      render: (_, { lineNames }) => linesText(lineNames),
    },
    {
      dataIndex: 'notifyUserNames',
      title: '通知人',
      width: 140,
      render: (_, { notifyUserNames }) => notifyUserNames.join('、'),
    },
    { dataIndex: 'notifyWays', title: '通知方式', width: 170, render: (_, { notifyWays }) => waysText(notifyWays) },
    {
      dataIndex: 'silenceMinutes',
      title: '静默时间',
      width: 100,
      align: 'right',
      render: (_, { silenceMinutes }) => `${silenceMinutes} 分钟`,
    },
    'status',
    'remark',
  ],
  conditions: [
    'name',
    { key: 'metric', title: '监控指标', type: 'select', options: optionsOf(ESW_METRICS), multiple: true },
    { key: 'level', title: '预警级别', type: 'select', options: optionsOf(ESW_LEVELS), multiple: true },
    'status',
  ],
  // A space after 新增/编辑 before the Latin letters, as in the menu's title; the rule's sentence shown as it is typed.
  addTitle: '新增 ESW 预警规则',
  editTitle: () => '编辑 ESW 预警规则',
  formWidth: 860,
  form: {
    // A text input with the rule's sentence under it: typed, so trimmed like any text.
    name: {
      kind: 'custom',
      wide: true,
      rule: requiredText('规则名称', 64),
      render: (field) => <NameWithSentence field={field} />,
    },
    metric: { label: '监控指标', options: optionsOf(ESW_METRICS) },
    period: { label: '统计周期', options: optionsOf(ESW_PERIODS) },
    operator: { label: '条件', options: operatorOptions },
    threshold: { label: '阈值', kind: 'custom', render: (field) => <ThresholdInput field={field} /> },
    level: { options: optionsOf(ESW_LEVELS) },
    silenceMinutes: { label: '静默时间（分钟）', placeholder: '此时间内同一产线不重复预警' },
    lineIds: { label: '适用产线', kind: 'custom', wide: true, render: (field) => <LinesField field={field} /> },
    notifyUserIds: {
      label: '通知人',
      kind: 'custom',
      wide: true,
      rule: z.array(z.string()).check(z.minLength(1, '请选择通知人')),
      render: (field) => <NotifyUsersSelect field={field} />,
    },
    notifyWays: {
      kind: 'custom',
      wide: true,
      rule: z.array(z.enum(['MSG', 'DINGTALK', 'EMAIL'])).check(z.minLength(1, '请至少选择一种通知方式')),
      render: (field) => <NotifyWaysInput field={field} />,
    },
    remark: { kind: 'textarea', wide: true },
  },
  // A new rule notifies in the app, and keeps quiet an hour after it fired.
  empty: { notifyWays: ['MSG'], silenceMinutes: 60 },
  // The sentence first, then its parts and whom it tells.
  detail: {
    width: 'default',
    columns: 2,
    items: (r, renderDict) => [
      { label: '规则名称', value: r.name, span: 2 },
      { label: '规则', value: ruleSentence(r), span: 2 },
      { label: '监控指标', value: ESW_METRICS[r.metric].label },
      { label: '统计周期', value: ESW_PERIODS[r.period] },
      { label: '条件', value: `${ESW_OPERATORS[r.operator]} ${withUnit(r.metric, r.threshold)}` },
      { label: '预警级别', value: <EswLevelTag level={r.level} /> },
      { label: '适用产线', value: linesText(r.lineNames), span: 2 },
      { label: '通知人', value: r.notifyUserNames.join('、') },
      { label: '通知方式', value: waysText(r.notifyWays) },
      { label: '静默时间', value: `${r.silenceMinutes} 分钟` },
      { label: '状态', value: renderDict('common_status', r.status) },
      { label: '备注', value: r.remark, span: 2 },
    ],
  },
});
