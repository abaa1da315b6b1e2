import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { sysTimersActionClassListQueryOptions, sysTimersAdd, sysTimersEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { timerForm, timerFormValues, timerSchema, type TimerFormBody, type TimerFormValues } from '../model/timer-form';
import type { SysTimer } from '../model/timer-list';
import { CronField } from './CronField';

function ActionClassSelect({
  id,
  value,
  onChange,
  onBlur,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const classes = useQuery(sysTimersActionClassListQueryOptions());
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="请选择任务类"
      loading={classes.isPending}
      value={value || undefined}
      onChange={(next: string) => onChange(next)}
      onBlur={onBlur}
      options={(classes.data ?? []).map((name) => ({ value: name, label: name }))}
    />
  );
}

/** 新增定时任务 / 编辑定时任务 (a running task is stopped before it is edited: the list offers 编辑 only then). */
export const TimerForm = defineRecordForm<SysTimer, TimerFormValues, TimerFormBody>({
  noun: '定时任务',
  schema: timerSchema,
  fields: timerForm.fields({
    actionClass: ({ value, onChange, onBlur }) => (
      <ActionClassSelect id="actionClass" value={value} onChange={onChange} onBlur={onBlur} />
    ),
    cron: ({ value, onChange, onBlur }) => <CronField id="cron" value={value} onChange={onChange} onBlur={onBlur} />,
  }),
  empty: timerForm.empty,
  values: timerFormValues,
  add: (body, options) => sysTimersAdd({ body }, options),
  edit: (body, timer, options) => sysTimersEdit({ body: { ...body, id: timer.id } }, options),
  width: 640,
});
