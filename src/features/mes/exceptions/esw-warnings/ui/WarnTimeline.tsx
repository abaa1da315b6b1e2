import { Timeline } from 'antd';
import type { MfgEswWarnDetailData } from '@/shared/api';
import { valueVsThreshold } from '../model/warn-state';

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

/** 预警经过, as a timeline. */
export function WarnTimeline({ warn }: { warn: MfgEswWarnDetailData }) {
  return (
    <Timeline
      items={warnEvents(warn).map((e) => ({
        color: EVENTS[e.type].color,
        title: `${e.time} ${EVENTS[e.type].title}${e.userName ? `（${e.userName}）` : ''}`,
        description: e.content || undefined,
      }))}
    />
  );
}
