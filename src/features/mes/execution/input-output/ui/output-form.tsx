import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { MaterialPickField } from '@/entities/material';
import { UserSelect } from '@/entities/user';
import { mfgOutputAdd, useMfgTaskPage } from '@/shared/api';
import { DATE_FORMAT } from '@/shared/config';
import { defineRecordForm } from '@/shared/ui/record-form';
import {
  emptyOutput,
  outputForm,
  outputFormSchema,
  type OutputFormBody,
  type OutputFormValues,
} from '../model/output-form';
import type { OutputRecord } from '../model/output-list';

const OPEN_TASKS = { body: { pageNo: 1, pageSize: 100, status: 'RUNNING,PAUSED' } };

function TaskSelect({
  value,
  onChange,
  onBlur,
}: {
  value: string;
  onChange: (id: string) => void;
  onBlur: () => void;
}) {
  const { data, isFetching } = useMfgTaskPage(OPEN_TASKS);
  const options = (data?.rows ?? []).map((t) => ({
    value: t.id,
    label: `${t.code} ${t.processName}（${t.lineCode}）`,
  }));
  return (
    <Select
      id="taskId"
      value={value || undefined}
      onChange={onChange}
      onBlur={onBlur}
      options={options}
      loading={isFetching}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="请选择进行中的任务"
    />
  );
}

/** 补录投入产出: adds only (a record is never edited, it is reversed). */
export const OutputForm = defineRecordForm<OutputRecord, OutputFormValues, OutputFormBody>({
  noun: '投入产出记录',
  title: () => '补录投入产出',
  width: 800,
  schema: outputFormSchema,
  fields: outputForm.fields({
    taskId: ({ value, onChange, onBlur }) => <TaskSelect value={value} onChange={onChange} onBlur={onBlur} />,
    materialId: ({ value, onChange, onBlur }) => (
      <MaterialPickField id="materialId" value={value} onChange={onChange} onBlur={onBlur} />
    ),
    operatorId: ({ value, onChange, onBlur }) => (
      <UserSelect
        id="operatorId"
        value={value}
        onChange={(id) => onChange(id ?? '')}
        onBlur={onBlur}
        placeholder="请选择操作人"
      />
    ),
    recordTime: ({ value, onChange, onBlur }) => (
      <DatePicker
        id="recordTime"
        showTime
        style={{ width: '100%' }}
        format={DATE_FORMAT.dateTime}
        value={value ? dayjs(value, DATE_FORMAT.dateTime) : null}
        onChange={(time) => onChange(time ? time.format(DATE_FORMAT.dateTime) : '')}
        onBlur={onBlur}
      />
    ),
  }),
  empty: emptyOutput,
  add: (body, options) => mfgOutputAdd({ body }, options),
});
