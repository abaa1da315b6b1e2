import { ESW_LEVELS, ESW_METRICS, ESW_NOTIFY_WAYS, EswLevelTag, eswSentence, optionsOf } from '@/entities/mes/esw';
import { type MfgEswRulePageData, mfgEswRulePageSource, type MfgEswRulePageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type MfgEswRule = MfgEswRulePageData['rows'][number];
export type MfgEswRuleQuery = MfgEswRulePageVariables['body'];

/** The rule's sentence: '总装一线 每小时 一次合格率 < 95% 时 发出 警告'. */
export const ruleSentence = (r: MfgEswRule) =>
  eswSentence({
    lineNames: r.lineNames,
    period: r.period,
    metric: r.metric,
    operator: r.operator,
    threshold: r.threshold,
    level: r.level,
  });

export const eswRuleColumns: ColumnConfig<MfgEswRule>[] = [
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
    render: (_, { lineNames }) => (lineNames.length ? lineNames.join('、') : '全部产线'),
  },
  {
    dataIndex: 'notifyUserNames',
    title: '通知人',
    width: 140,
    render: (_, { notifyUserNames }) => notifyUserNames.join('、'),
  },
  {
    dataIndex: 'notifyWays',
    title: '通知方式',
    width: 170,
    render: (_, { notifyWays }) => notifyWays.map((w) => ESW_NOTIFY_WAYS[w]).join('、'),
  },
  {
    dataIndex: 'silenceMinutes',
    title: '静默时间',
    width: 100,
    align: 'right',
    render: (_, { silenceMinutes }) => `${silenceMinutes} 分钟`,
  },
  { dataIndex: 'status', title: '状态', width: 90, dict: 'common_status', filter: true },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
];

export const eswRuleConditions: SearchCondition<keyof MfgEswRuleQuery & string>[] = [
  { key: 'name', title: '规则名称', type: 'input' },
  { key: 'metric', title: '监控指标', type: 'select', options: optionsOf(ESW_METRICS), multiple: true },
  { key: 'level', title: '预警级别', type: 'select', options: optionsOf(ESW_LEVELS), multiple: true },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const eswRuleSource = mfgEswRulePageSource;
