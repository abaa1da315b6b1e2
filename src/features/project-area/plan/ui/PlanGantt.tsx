import { Gantt, Tooltip, Willow, type IApi, type IColumnConfig, type IScaleConfig } from '@svar-ui/react-gantt';
import '@svar-ui/react-gantt/all.css';
import { theme, type GlobalToken } from 'antd';
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
} from 'react';
import type { ProjectTask } from '@/entities/project';
import { planDatesOf, toGanttLinks, toGanttTasks } from '../model/gantt-data';
import { addDays } from '../model/plan-dates';
import { useSvarAria } from './svar-aria';
import styles from './PlanGantt.module.css';

export interface PlanDates {
  planStart: string;
  planEnd: string;
}

export interface PlanGanttProps {
  rows: readonly ProjectTask[];
  /** projPlan:edit: bars can be dragged and resized. */
  editable: boolean;
  /** Saves the new dates; false (refused or failed) puts the bar back where it was. */
  onReschedule: (task: ProjectTask, dates: PlanDates) => Promise<boolean>;
}

/** Marks the update that puts a refused bar back, so it is not sent to the server again. */
const REVERT = 'plan-revert';
/** SVAR's own edits (its hotkeys and link handles) that would change the chart without the server. */
const READ_ONLY_ACTIONS = [
  'add-task',
  'copy-task',
  'paste-task',
  'cut-task',
  'delete-task',
  'move-task',
  'indent-task',
  'add-link',
  'update-link',
  'delete-link',
  'show-editor',
] as const;
/** A week's column: about 5 px a day, so a drag moves a bar by days. */
const CELL_WIDTH = 36;
const ROW_HEIGHT = 32;

const columns: IColumnConfig[] = [
  { id: 'wbsNo', header: 'WBS', width: 64, resize: false },
  { id: 'text', header: '任务名称', flexgrow: 1, resize: false },
  { id: 'ownerName', header: '负责人', width: 76, align: 'center', resize: false },
  { id: 'planStart', header: '计划开始', width: 96, align: 'center', resize: false },
  { id: 'planEnd', header: '计划完成', width: 96, align: 'center', resize: false },
];

/** Whether the week starting on this day holds the first of a month (its month is named there). */
const startsMonth = (date: Date) => addDays(date, 6).getDate() <= 7;

/**
 * Both rows in weeks: SVAR 2.7 draws a month row wrongly once the chart is scrolled (cells of unequal width), so the
 * month is named on the week it begins in, and the weeks of the same month read as one cell.
 */
const scales: IScaleConfig[] = [
  {
    unit: 'week',
    step: 1,
    format: (date: Date) => {
      const first = addDays(date, 6);
      return startsMonth(date) ? `${first.getFullYear()}年${first.getMonth() + 1}月` : '';
    },
    css: (date: Date) => (startsMonth(date) ? 'plan-month' : 'plan-month-cont'),
  },
  { unit: 'week', step: 1, format: (date: Date) => `${date.getDate()}` },
];

type TipProps = Parameters<NonNullable<ComponentProps<typeof Tooltip>['content']>>[0];

/**
 * Light bars with the text in the text colour (AA on the bar, its progress and the background it may run over);
 * tasks blue, phases green, milestones purple, from antd's palette.
 */
const barColors = (token: GlobalToken) =>
  ({
    borderColor: token.colorBorderSecondary,
    '--plan-task': token.blue2,
    '--plan-task-done': token.blue4,
    '--plan-phase': token.green2,
    '--plan-phase-done': token.green4,
    '--plan-milestone': token.purple6,
    '--plan-text': token.colorText,
  }) as CSSProperties;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A bar's hover card: WBS and name, plan dates, owner, progress. */
function TaskTip({ data }: TipProps) {
  const task = 'task' in data ? data.task : undefined;
  if (!task?.text) return null;
  const [start, end, owner] = [text(task.planStart), text(task.planEnd), text(task.ownerName)];
  return (
    <div className={styles.tip}>
      <strong>
        {text(task.wbsNo)} {task.text}
      </strong>
      <div>
        {start === end ? start : `${start} 至 ${end}`}
        {owner ? ` · ${owner}` : ''}
        {task.type === 'milestone' ? '' : ` · 进度 ${task.progress ?? 0}%`}
      </div>
    </div>
  );
}

/**
 * The plan as a Gantt (SVAR React Gantt, lazily loaded with this tab): phases as summary bars, tasks, milestones as
 * diamonds, finish-to-start links, progress. With projPlan:edit a bar is dragged to move it or resized at its ends;
 * the new dates go to the server and a refusal puts the bar back. Phases follow their tasks and are not dragged.
 */
export function PlanGantt({ rows, editable, onReschedule }: PlanGanttProps) {
  const tasks = useMemo(() => toGanttTasks(rows), [rows]);
  const links = useMemo(() => toGanttLinks(rows), [rows]);
  // What the Gantt's handlers (installed once, in init) read: the rows as loaded, the bars as first drawn, the save.
  const latest = useRef({ byId: new Map(rows.map((row) => [row.id, row])), tasks, onReschedule });
  useLayoutEffect(() => {
    latest.current = { byId: new Map(rows.map((row) => [row.id, row])), tasks, onReschedule };
  }, [rows, tasks, onReschedule]);
  const { token } = theme.useToken();
  const [api, setApi] = useState<IApi>();
  const box = useRef<HTMLDivElement>(null);
  useSvarAria(box);

  const init = useCallback((gantt: IApi) => {
    setApi(gantt);
    const isPhase = (id: unknown) => latest.current.byId.get(String(id))?.taskType === 'PHASE';
    gantt.intercept('drag-task', (ev) => !isPhase(ev.id));
    // The plan's structure (tasks, links, order) is edited in the task list; the chart moves dates only.
    for (const action of READ_ONLY_ACTIONS) gantt.intercept(action, () => false);
    // A bar's progress is updated in the task list, with its remark; here only the dates move.
    gantt.intercept(
      'update-task',
      (ev) => ev.eventSource === REVERT || (!isPhase(ev.id) && ev.task.progress === undefined),
    );
    gantt.on('update-task', (ev) => {
      if (ev.inProgress || ev.eventSource === REVERT || ev.diff === undefined) return;
      const id = String(ev.id);
      const before = latest.current.byId.get(id);
      const moved = planDatesOf(gantt.getTask(id));
      if (!before || !moved || (moved.planStart === before.planStart && moved.planEnd === before.planEnd)) return;
      const original = latest.current.tasks.find((task) => task.id === id);
      void latest.current.onReschedule(before, moved).then((saved) => {
        if (saved || !original) return;
        void gantt.exec('update-task', { id, task: { start: original.start, end: original.end }, eventSource: REVERT });
      });
    });
  }, []);

  return (
    <div ref={box} className={styles.gantt} style={barColors(token)}>
      <Willow fonts={false}>
        <Tooltip api={api} content={TaskTip}>
          <Gantt
            init={init}
            tasks={tasks}
            links={links}
            columns={columns}
            scales={scales}
            lengthUnit="week"
            cellWidth={CELL_WIDTH}
            cellHeight={ROW_HEIGHT}
            scaleHeight={28}
            gridWidth={620}
            readonly={!editable}
          />
        </Tooltip>
      </Willow>
    </div>
  );
}
