import type { ProjectTask } from '@/entities/project';
import { addDays, toDate, toDay } from './plan-dates';

/** What the Gantt draws for a plan row (SVAR's task shape, typed to what we give it). */
export interface GanttTask {
  id: string;
  text: string;
  start: Date;
  end: Date;
  progress: number;
  type: 'summary' | 'task' | 'milestone';
  parent: string | 0;
  open: boolean;
  wbsNo: string;
  ownerName: string;
  planStart: string;
  planEnd: string;
}

/** A finish-to-start dependency ('e2s' in SVAR's words). */
export interface GanttLink {
  id: string;
  source: string;
  target: string;
  type: 'e2s';
}

const TYPES = { PHASE: 'summary', TASK: 'task', MILESTONE: 'milestone' } as const;

/** Phases become summary bars, tasks bars (end excluded: the day after planEnd), milestones diamonds. */
export function toGanttTasks(rows: readonly ProjectTask[]): GanttTask[] {
  const ids = new Set(rows.map((row) => row.id));
  const parents = new Set(rows.map((row) => row.parentId));
  return rows.map((row) => {
    const start = toDate(row.planStart);
    return {
      id: row.id,
      text: row.taskName,
      start,
      end: row.taskType === 'MILESTONE' ? start : addDays(toDate(row.planEnd), 1),
      progress: row.progress,
      type: TYPES[row.taskType],
      // A row whose phase is not in the list is shown at the top level rather than lost.
      parent: row.parentId && ids.has(row.parentId) ? row.parentId : 0,
      // Only a row with children may be open (SVAR walks an open row's children).
      open: parents.has(row.id),
      wbsNo: row.wbsNo,
      ownerName: row.ownerName ?? '',
      planStart: row.planStart,
      planEnd: row.planEnd,
    };
  });
}

/** Every predecessor of a row as a link; a predecessor missing from the plan is left out. */
export function toGanttLinks(rows: readonly ProjectTask[]): GanttLink[] {
  const ids = new Set(rows.map((row) => row.id));
  return rows.flatMap((row) =>
    row.predecessorIds
      .filter((source) => ids.has(source))
      .map((source) => ({ id: `${source}>${row.id}`, source, target: row.id, type: 'e2s' as const })),
  );
}

/** The plan dates a bar now shows: a milestone is one day, a task ends the day before its (excluded) end. */
export function planDatesOf(task: {
  type?: string;
  start?: Date;
  end?: Date;
}): { planStart: string; planEnd: string } | null {
  if (!task.start) return null;
  const planStart = toDay(task.start);
  if (task.type === 'milestone' || !task.end) return { planStart, planEnd: planStart };
  return { planStart, planEnd: toDay(addDays(task.end, -1)) };
}
