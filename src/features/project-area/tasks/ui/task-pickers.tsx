import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import type { ControllerRenderProps } from 'react-hook-form';
import { projectTasksQuery, useProjectId } from '@/entities/project';
import type { TaskFormValues } from '../model/task-form';

type Field<N extends 'parentId' | 'predecessorIds'> = ControllerRenderProps<TaskFormValues, N>;

/** The plan the form picks from: the project of the page (its phases, its tasks). */
function usePlan() {
  const projId = useProjectId() ?? '';
  const plan = useQuery({ ...projectTasksQuery(projId), enabled: projId !== '' });
  return { rows: plan.data ?? [], loading: plan.isPending };
}

/** 所属阶段: one of the plan's phases (P0–P6). */
export function PhaseSelect({ field }: { field: Field<'parentId'> }) {
  const { rows, loading } = usePlan();
  return (
    <Select
      id="parentId"
      value={field.value || undefined}
      onChange={(id: string) => field.onChange(id)}
      onBlur={field.onBlur}
      loading={loading}
      placeholder="请选择所属阶段"
      options={rows.filter((row) => row.taskType === 'PHASE').map((row) => ({ value: row.id, label: row.taskName }))}
    />
  );
}

/** 前置任务 (finish-to-start): any task or milestone of the plan but the one edited. */
export function PredecessorSelect({ field, self }: { field: Field<'predecessorIds'>; self?: string | undefined }) {
  const { rows, loading } = usePlan();
  return (
    <Select
      id="predecessorIds"
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      value={field.value}
      onChange={(ids: string[]) => field.onChange(ids)}
      onBlur={field.onBlur}
      loading={loading}
      placeholder="完成后本任务才能开始的任务"
      options={rows
        .filter((row) => row.taskType !== 'PHASE' && row.id !== self)
        .map((row) => ({ value: row.id, label: `${row.wbsNo} ${row.taskName}` }))}
    />
  );
}
