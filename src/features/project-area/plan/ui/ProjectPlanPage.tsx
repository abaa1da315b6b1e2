import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Empty, Flex, Segmented, Space, Typography, message } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { usePermissions } from '@/entities/permission';
import { projectTasksQuery, useProjectId, type ProjectTask } from '@/entities/project';
import { pmProjTaskReschedule } from '@/shared/api';
import { LoadFailure, queryFailure } from '@/shared/ui/load-failure';
import { Spinner } from '@/shared/ui/spinner';
import type { PlanDates } from './PlanGantt';

// The Gantt library loads with this tab only, in a chunk of its own (the bench prints its size).
const PlanGantt = lazy(() => import('./PlanGantt').then((m) => ({ default: m.PlanGantt })));
const PlanCalendar = lazy(() => import('./PlanCalendar').then((m) => ({ default: m.PlanCalendar })));

type View = 'gantt' | 'calendar';

/** 计划 (pm.projPlan): the project's plan as a Gantt (drag to reschedule with projPlan:edit) or as a task calendar. */
export function ProjectPlanPage() {
  const projId = useProjectId();
  const [view, setView] = useState<View>('gantt');
  const { canProj } = usePermissions();
  const editable = canProj('projPlan:edit');
  const queryClient = useQueryClient();
  const query = projectTasksQuery(projId ?? '');
  const plan = useQuery({ ...query, enabled: Boolean(projId) });

  /** Saved: the cached plan takes the new dates (the task list shows them too); refused: the request layer said why. */
  const reschedule = async (task: ProjectTask, dates: PlanDates) => {
    try {
      await pmProjTaskReschedule({ body: { id: task.id, ...dates } });
      queryClient.setQueryData(query.queryKey, (rows) =>
        rows?.map((row) => (row.id === task.id ? { ...row, ...dates } : row)),
      );
      void message.success(`已调整「${task.taskName}」：${dates.planStart} 至 ${dates.planEnd}`);
      return true;
    } catch {
      return false;
    }
  };

  if (!projId) return null;
  // A success whose data is not the task list (`data: null`) is a failure said in place, never an empty plan.
  const failure = queryFailure(plan, Array.isArray);
  const rows = Array.isArray(plan.data) ? plan.data : [];
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Segmented<View>
          aria-label="计划视图"
          value={view}
          onChange={setView}
          options={[
            { value: 'gantt', label: '甘特图' },
            { value: 'calendar', label: '任务日历' },
          ]}
        />
        <Space size={16}>
          <Typography.Text type="secondary">
            {rows.filter((row) => row.taskType !== 'PHASE').length} 项任务与里程碑
            {editable ? '，拖动任务条调整计划，拖动两端调整工期' : '，只读（无调整计划权限）'}
          </Typography.Text>
        </Space>
      </Flex>
      {plan.isPending ? (
        <Spinner />
      ) : failure ? (
        <LoadFailure message={`计划加载失败：${failure}`} onRetry={() => void plan.refetch()} />
      ) : rows.length === 0 ? (
        <Empty description="项目还没有计划任务" />
      ) : (
        <Suspense fallback={<Spinner />}>
          {view === 'gantt' ? (
            <PlanGantt rows={rows} editable={editable} onReschedule={reschedule} />
          ) : (
            <PlanCalendar rows={rows} />
          )}
        </Suspense>
      )}
    </Flex>
  );
}
