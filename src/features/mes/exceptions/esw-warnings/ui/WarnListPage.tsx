import { Badge, Typography } from 'antd';
import { useMemo } from 'react';
import { ESW_LEVELS, ESW_METRICS, ESW_PERIODS, EswLevelTag, optionsOf } from '@/entities/mes/esw';
import { useLines } from '@/entities/production-line';
import { mfgEswWarn } from '@/shared/api';
import type { SearchCondition, SearchOption } from '@/shared/lib/table-query';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { isUnreadSevere, valueVsThreshold, WARN_STATES, warnStateOptions } from '../model/warn-state';
import { WarnTimeline } from './WarnTimeline';

/** The conditions; the lines' options are known once the lines are loaded. */
const warnConditions = (lineOptions: readonly SearchOption[]) =>
  [
    { key: 'warnNo', title: '预警编号', type: 'input' },
    { key: 'level', title: '级别', type: 'select', options: optionsOf(ESW_LEVELS), multiple: true },
    { key: 'state', title: '状态', type: 'select', options: warnStateOptions, multiple: true },
    { key: 'lineId', title: '产线', type: 'select', options: lineOptions, multiple: true },
    { key: 'triggerTime', title: '触发时间', type: 'dateRange' },
  ] as const satisfies readonly SearchCondition[];

const stateBadge = (state: keyof typeof WARN_STATES) => (
  <Badge status={WARN_STATES[state].badge} text={WARN_STATES[state].label} />
);

const WarnList = defineCrudScreen(mfgEswWarn, {
  noun: '预警',
  columns: [
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
      render: (_, row) =>
        isUnreadSevere(row) ? <Typography.Text strong>{row.ruleName}</Typography.Text> : row.ruleName,
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
      render: (_, { state }) => stateBadge(state),
    },
    { dataIndex: 'ackUserName', title: '确认人', width: 90 },
    { dataIndex: 'ackTime', title: '确认时间', width: 170 },
    { dataIndex: 'closeUserName', title: '关闭人', width: 90, hide: true },
    { dataIndex: 'closeTime', title: '关闭时间', width: 170, hide: true },
    { dataIndex: 'closeResult', title: '处理结果', width: 220, ellipsis: true, hide: true },
  ],
  conditions: warnConditions([]),
  // The figures, who confirmed and closed it, and its course.
  detail: {
    width: 'default',
    columns: 2,
    items: (w) => [
      { label: '预警编号', value: w.warnNo },
      { label: '状态', value: stateBadge(w.state) },
      { label: '规则', value: w.ruleName },
      { label: '级别', value: <EswLevelTag level={w.level} /> },
      { label: '产线', value: `${w.lineCode} ${w.lineName}` },
      { label: '统计周期', value: ESW_PERIODS[w.period] },
      { label: ESW_METRICS[w.metric].label, value: valueVsThreshold(w) },
      'triggerTime',
      'ackUserName',
      'ackTime',
      'closeUserName',
      'closeTime',
      { label: '处理结果', value: w.closeResult, span: 2 },
      { label: '预警经过', value: <WarnTimeline warn={w} />, span: 2 },
    ],
  },
  rowActions: [
    'detail',
    {
      kind: 'panel',
      action: 'approval',
      title: '确认',
      require: 'mfgEswWarn:ack',
      when: { field: 'state', op: 'eq', value: 'OPEN' },
      load: () => import('./WarnDialogs').then((m) => m.AckDialog),
    },
    {
      kind: 'panel',
      action: 'close',
      title: '关闭',
      require: 'mfgEswWarn:close',
      when: { field: 'state', op: 'eq', value: 'ACKED' },
      load: () => import('./WarnDialogs').then((m) => m.CloseDialog),
    },
  ],
});

/** ESW 预警 (/manufacture/eswWarn): the warnings the rules raised, confirmed then closed; filtered by line too. */
export function WarnListPage() {
  const lines = useLines();
  const conditions = useMemo(
    () => warnConditions((lines.data ?? []).map((line) => ({ value: line.id, title: line.name }))),
    [lines.data],
  );
  return <WarnList conditions={conditions} />;
}
