import { Calendar, Tooltip, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import type { ProjectTask } from '@/entities/project';
import { eventsByDay, initialMonth } from '../model/calendar-events';
import styles from './PlanCalendar.module.css';

const MAX_SHOWN = 3;

/** 任务日历: the plan by month; each day lists its milestones, the tasks starting and the tasks due. */
export function PlanCalendar({ rows }: { rows: readonly ProjectTask[] }) {
  const events = useMemo(() => eventsByDay(rows), [rows]);
  const [value, setValue] = useState<Dayjs>(() => dayjs(initialMonth(rows, dayjs().format('YYYY-MM-DD'))));
  const cellRender = (date: Dayjs, info: { type: string }) => {
    if (info.type !== 'date') return null;
    const list = events.get(date.format('YYYY-MM-DD')) ?? [];
    if (list.length === 0) return null;
    const more = list.length - MAX_SHOWN;
    return (
      <ul className={styles.events} aria-label={`${date.format('YYYY-MM-DD')} 的任务`}>
        {list.slice(0, MAX_SHOWN).map((event) => (
          <li key={event.id} className={styles[event.kind]}>
            <Tooltip title={`${event.task.wbsNo} ${event.task.taskName}（${event.task.ownerName ?? '未指定负责人'}）`}>
              <span>{event.text}</span>
            </Tooltip>
          </li>
        ))}
        {more > 0 && (
          <li>
            <Typography.Text type="secondary">还有 {more} 项</Typography.Text>
          </li>
        )}
      </ul>
    );
  };
  return <Calendar className={styles.calendar} value={value} onChange={setValue} cellRender={cellRender} />;
}
