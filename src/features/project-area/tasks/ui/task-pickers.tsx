import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import type { ControllerRenderProps } from 'react-hook-form';
import { projectTasksQuery, useProjectId } from '@/entities/project';
import type { pmProjTask } from '@/shared/api';
import type { FormValues } from '@/shared/ui/crud-screen';
import { QuerySelect } from '@/shared/ui/query-select';

type Field<N extends 'parentId' | 'predecessorIds'> = ControllerRenderProps<FormValues<typeof pmProjTask>, N>;

/** The plan the form picks from: the project of the page (its phases, its tasks). */
function usePlanQuery() {
  const projId = useProjectId() ?? '';
  return { ...projectTasksQuery(projId), enabled: projId !== '' };
}

/** 所属阶段: one of the plan's phases (P0–P6). */
export function PhaseSelect({ field }: { field: Field<'parentId'> }) {
  return (
    <QuerySelect
      id="parentId"
      query={usePlanQuery()}
      filter={(row) => row.taskType === 'PHASE'}
      option={(row) => ({ value: row.id, label: row.taskName })}
      value={field.value}
      onChange={(id) => field.onChange(id ?? '')}
      onBlur={field.onBlur}
      placeholder="请选择所属阶段"
    />
  );
}

/** 前置任务 (finish-to-start): any task or milestone of the plan but the one edited. */
export function PredecessorSelect({ field, self }: { field: Field<'predecessorIds'>; self?: string | undefined }) {
  const plan = useQuery(usePlanQuery());
  return (
    <Select
      id="predecessorIds"
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      value={field.value}
      onChange={(ids: string[]) => field.onChange(ids)}
      onBlur={field.onBlur}
      loading={plan.isPending}
      placeholder="完成后本任务才能开始的任务"
      options={(plan.data ?? [])
        .filter((row) => row.taskType !== 'PHASE' && row.id !== self)
        .map((row) => ({ value: row.id, label: `${row.wbsNo} ${row.taskName}` }))}
    />
  );
}
