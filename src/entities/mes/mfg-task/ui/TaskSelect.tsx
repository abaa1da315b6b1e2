import { mfgTaskSelectorQueryOptions, type MfgTaskSelectorData } from '@/shared/api';
import { SearchSelect } from '@/shared/ui/query-select';

export type TaskOption = MfgTaskSelectorData[number];

/** 'MT-20261123-001-050 整机总装 · MO-20261123-001 · 总装一线': what identifies a task in a picker. */
export const taskLabel = (task: TaskOption) =>
  `${task.taskCode} ${task.processName} · ${task.orderCode} · ${task.lineName}`;

/** Unfinished tasks searched on the server by task code, order code or process name; `lineId` narrows to one line. */
const tasksOf = (lineId: string | undefined) => (keyword: string) => ({
  ...mfgTaskSelectorQueryOptions({ body: { ...(keyword ? { keyword } : {}), ...(lineId ? { lineId } : {}) } }),
  select: (tasks: MfgTaskSelectorData) => tasks.map((task) => ({ value: task.id, label: taskLabel(task) })),
});

export interface TaskSelectProps {
  id: string;
  value: string | null;
  onChange: (id: string | null) => void;
  onBlur?: () => void;
  lineId?: string | undefined;
}

/** 关联任务: a production task (one process of a work order) from `/mes/mfgTask/selector`. */
export function TaskSelect({ id, value, onChange, onBlur, lineId }: TaskSelectProps) {
  return (
    <SearchSelect
      id={id}
      query={tasksOf(lineId)}
      value={value}
      onBlur={onBlur}
      onChange={(task) => onChange(task ?? null)}
      placeholder="输入任务编码、工单编码或工序搜索"
      notFound="没有匹配的未完工任务"
    />
  );
}
