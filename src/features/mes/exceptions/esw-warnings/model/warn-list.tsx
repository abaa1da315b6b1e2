import { Badge, Typography } from 'antd';
import { ESW_LEVELS, ESW_OPERATORS, EswLevelTag, optionsOf, withUnit } from '@/entities/mes/esw';
import { type MfgEswWarnPageData, mfgEswWarnPageSource, type MfgEswWarnPageVariables } from '@/shared/api';
import type { SearchCondition, SearchOption } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type MfgEswWarn = MfgEswWarnPageData['rows'][number];
export type MfgEswWarnQuery = MfgEswWarnPageVariables['body'];

/** 状态: 未处理 → 已确认 (确认) → 已关闭 (关闭, with the result). */
export const WARN_STATES: Record<MfgEswWarn['state'], { label: string; badge: 'error' | 'processing' | 'default' }> = {
  OPEN: { label: '未处理', badge: 'error' },
  ACKED: { label: '已确认', badge: 'processing' },
  CLOSED: { label: '已关闭', badge: 'default' },
};
export const warnStateOptions = Object.entries(WARN_STATES).map(([value, { label }]) => ({ value, title: label }));

/** An unhandled severe warning stands out like an unread message. */
export const isUnreadSevere = (w: Pick<MfgEswWarn, 'state' | 'level'>) => w.state === 'OPEN' && w.level === 'SEVERE';

/** '87.5% < 90%': the value that fired against the rule's threshold. */
export const valueVsThreshold = (w: MfgEswWarn) =>
  `${withUnit(w.metric, w.value)} ${ESW_OPERATORS[w.operator]} ${withUnit(w.metric, w.threshold)}`;

export const warnColumns: ColumnConfig<MfgEswWarn>[] = [
  {
    dataIndex: 'warnNo',
    title: '预警编号',
    width: 170,
    hideAble: false,
    sorter: true,
    render: (_, row) =>
      isUnreadSevere(row) ? (
        <Badge dot offset={[6, 0]}>
          <Typography.Text strong>{row.warnNo}</Typography.Text>
        </Badge>
      ) : (
        row.warnNo
      ),
  },
  {
    dataIndex: 'ruleName',
    title: '规则',
    width: 200,
    render: (_, row) => (isUnreadSevere(row) ? <Typography.Text strong>{row.ruleName}</Typography.Text> : row.ruleName),
  },
  {
    dataIndex: 'level',
    title: '级别',
    width: 90,
    filter: true,
    options: optionsOf(ESW_LEVELS),
    render: (_, { level }) => <EswLevelTag level={level} />,
  },
  { dataIndex: 'lineName', title: '产线', width: 150 },
  { dataIndex: 'value', title: '指标值 / 阈值', width: 170, render: (_, row) => valueVsThreshold(row) },
  { dataIndex: 'triggerTime', title: '触发时间', width: 170, sorter: true },
  {
    dataIndex: 'state',
    title: '状态',
    width: 100,
    filter: true,
    options: warnStateOptions,
    render: (_, { state }) => <Badge status={WARN_STATES[state].badge} text={WARN_STATES[state].label} />,
  },
  { dataIndex: 'ackUserName', title: '确认人', width: 90 },
  { dataIndex: 'ackTime', title: '确认时间', width: 170 },
  { dataIndex: 'closeUserName', title: '关闭人', width: 90, hide: true },
  { dataIndex: 'closeTime', title: '关闭时间', width: 170, hide: true },
  { dataIndex: 'closeResult', title: '处理结果', width: 220, ellipsis: true, hide: true },
];

/** The conditions; the lines' options are known once the lines are loaded. */
export function warnConditions(lineOptions: readonly SearchOption[]): SearchCondition[] {
  return [
    { key: 'warnNo', title: '预警编号', type: 'input' },
    { key: 'level', title: '级别', type: 'select', options: optionsOf(ESW_LEVELS), multiple: true },
    { key: 'state', title: '状态', type: 'select', options: warnStateOptions, multiple: true },
    { key: 'lineId', title: '产线', type: 'select', options: lineOptions, multiple: true },
    { key: 'triggerTime', title: '触发时间', type: 'dateRange' },
  ];
}

export const warnSource = mfgEswWarnPageSource;
