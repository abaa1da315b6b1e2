import { Badge, Timeline, Typography } from 'antd';
import { ESW_METRICS, ESW_PERIODS, EswLevelTag } from '@/entities/mes/esw';
import { mfgEswWarnDetailQueryOptions, type MfgEswWarnDetailData } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { DetailDrawer } from '@/shared/ui/record-detail';
import { WARN_STATES, valueVsThreshold, type MfgEswWarn } from '../model/warn-list';

type Event = NonNullable<MfgEswWarnDetailData['events']>[number];

const EVENTS: Record<Event['type'], { title: string; color: string }> = {
  TRIGGER: { title: '触发', color: 'red' },
  NOTIFY: { title: '通知', color: 'blue' },
  REPEAT: { title: '重复触发', color: 'orange' },
  ACK: { title: '确认', color: 'blue' },
  CLOSE: { title: '关闭', color: 'green' },
};

/** The warning's course: the server's events, or (an older record) what its fields tell. */
export function warnEvents(w: MfgEswWarnDetailData): Event[] {
  if (w.events?.length) return w.events;
  const events: Event[] = [{ time: w.triggerTime, type: 'TRIGGER', userName: null, content: valueVsThreshold(w) }];
  if (w.ackTime)
    events.push({ time: w.ackTime, type: 'ACK', userName: w.ackUserName ?? null, content: w.ackRemark ?? '' });
  if (w.closeTime)
    events.push({ time: w.closeTime, type: 'CLOSE', userName: w.closeUserName ?? null, content: w.closeResult ?? '' });
  return events;
}

/** 预警详情: the figures, who confirmed and closed it, and its timeline. */
export function WarnDetailDrawer({ row, onClose }: RowPanelProps<MfgEswWarn>) {
  return (
    <DetailDrawer
      title="预警详情"
      width="default"
      columns={2}
      onClose={onClose}
      query={mfgEswWarnDetailQueryOptions({ query: { id: row.id } })}
      items={(w) => [
        { label: '预警编号', value: w.warnNo },
        { label: '状态', value: <Badge status={WARN_STATES[w.state].badge} text={WARN_STATES[w.state].label} /> },
        { label: '规则', value: w.ruleName },
        { label: '级别', value: <EswLevelTag level={w.level} /> },
        { label: '产线', value: `${w.lineCode} ${w.lineName}` },
        { label: '统计周期', value: ESW_PERIODS[w.period] },
        { label: ESW_METRICS[w.metric].label, value: valueVsThreshold(w) },
        { label: '触发时间', value: w.triggerTime },
        { label: '确认人', value: w.ackUserName },
        { label: '确认时间', value: w.ackTime },
        { label: '关闭人', value: w.closeUserName },
        { label: '关闭时间', value: w.closeTime },
        { label: '处理结果', value: w.closeResult, span: 2 },
      ]}
    >
      {(w) => (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            预警经过
          </Typography.Title>
          <Timeline
            items={warnEvents(w).map((e) => ({
              color: EVENTS[e.type].color,
              title: `${e.time} ${EVENTS[e.type].title}${e.userName ? `（${e.userName}）` : ''}`,
              description: e.content || undefined,
            }))}
          />
        </>
      )}
    </DetailDrawer>
  );
}
