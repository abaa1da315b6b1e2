import { ESW_METRICS, ESW_NOTIFY_WAYS, ESW_PERIODS, EswLevelTag, withUnit, ESW_OPERATORS } from '@/entities/mes/esw';
import { mfgEswRuleDetailQueryOptions } from '@/shared/api';
import { defineDetailPanel } from '@/shared/ui/record-detail';
import { ruleSentence, type MfgEswRule } from '../model/esw-rule-list';

/** ESW 预警规则详情: the sentence first, then its parts and whom it tells. */
export const EswRuleDetailDrawer = defineDetailPanel({
  title: 'ESW 预警规则详情',
  width: 'default',
  columns: 2,
  query: (row: MfgEswRule) => mfgEswRuleDetailQueryOptions({ query: { id: row.id } }),
  items: (r, renderDict) => [
    { label: '规则名称', value: r.name, span: 2 },
    { label: '规则', value: ruleSentence(r), span: 2 },
    { label: '监控指标', value: ESW_METRICS[r.metric].label },
    { label: '统计周期', value: ESW_PERIODS[r.period] },
    { label: '条件', value: `${ESW_OPERATORS[r.operator]} ${withUnit(r.metric, r.threshold)}` },
    { label: '预警级别', value: <EswLevelTag level={r.level} /> },
    { label: '适用产线', value: r.lineNames.length ? r.lineNames.join('、') : '全部产线', span: 2 },
    { label: '通知人', value: r.notifyUserNames.join('、') },
    { label: '通知方式', value: r.notifyWays.map((w) => ESW_NOTIFY_WAYS[w]).join('、') },
    { label: '静默时间', value: `${r.silenceMinutes} 分钟` },
    { label: '状态', value: renderDict('common_status', r.status) },
    { label: '备注', value: r.remark, span: 2 },
  ],
});
