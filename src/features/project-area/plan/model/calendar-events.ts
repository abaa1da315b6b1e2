import type { ProjectTask } from '@/entities/project';

export interface CalendarEvent {
  id: string;
  kind: 'milestone' | 'start' | 'end';
  text: string;
  task: ProjectTask;
}

const LABEL = { milestone: '◆', start: '开始', end: '完成' } as const;

/**
 * What a calendar day shows: its milestones, the tasks that start and the tasks due that day (a plan of long tasks
 * would fill every day if each day listed what runs through it). Phases are left to the Gantt.
 */
export function eventsByDay(rows: readonly ProjectTask[]): Map<string, CalendarEvent[]> {
  const days = new Map<string, CalendarEvent[]>();
  const add = (day: string, event: CalendarEvent) => days.set(day, [...(days.get(day) ?? []), event]);
  for (const task of rows) {
    if (task.taskType === 'PHASE') continue;
    if (task.taskType === 'MILESTONE') {
      add(task.planStart, { id: `${task.id}:m`, kind: 'milestone', text: `${LABEL.milestone} ${task.taskName}`, task });
      continue;
    }
    add(task.planStart, { id: `${task.id}:s`, kind: 'start', text: `${LABEL.start}：${task.taskName}`, task });
    add(task.planEnd, { id: `${task.id}:e`, kind: 'end', text: `${LABEL.end}：${task.taskName}`, task });
  }
  return days;
}

/** The month the calendar opens on: today's when the plan runs through it, else the plan's first. */
export function initialMonth(rows: readonly ProjectTask[], today: string): string {
  const starts = rows.map((row) => row.planStart).sort();
  const ends = rows.map((row) => row.planEnd).sort();
  const first = starts[0];
  const last = ends[ends.length - 1];
  if (!first || !last || (today >= first && today <= last)) return today;
  return first;
}
