import { EquipSelect, type PlannedDowntime } from '@/entities/mes/equipment';
import { LineSelect } from '@/entities/production-line';
import { UserSelect } from '@/entities/user';
import { mfgPlannedDowntimeAdd, mfgPlannedDowntimeEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import {
  downtimeForm,
  downtimeFormValues,
  downtimeSchema,
  newDowntimeValues,
  type DowntimeFormBody,
  type DowntimeFormValues,
} from '../model/downtime-form';
import { DateTimeInput } from './DateTimeInput';

/** Where a new downtime starts: the day clicked in the calendar. */
export interface DowntimeScope {
  day?: string;
}

/** 新增计划停机 / 编辑计划停机. */
export const DowntimeForm = defineRecordForm<PlannedDowntime, DowntimeFormValues, DowntimeFormBody, DowntimeScope>({
  noun: '计划停机',
  width: 760,
  schema: downtimeSchema,
  fields: downtimeForm.fields({
    lineId: ({ value, onChange, onBlur }) => (
      <LineSelect
        id="lineId"
        value={value}
        onChange={(id) => onChange(id ?? '')}
        onBlur={onBlur}
        placeholder="停整条产线时选择"
      />
    ),
    equipId: ({ value, onChange, onBlur }) => (
      <EquipSelect
        id="equipId"
        value={value}
        onChange={(id) => onChange(id ?? '')}
        onBlur={onBlur}
        placeholder="停单台设备时选择"
      />
    ),
    startTime: ({ value, onChange, onBlur }) => (
      <DateTimeInput id="startTime" value={value} onChange={onChange} onBlur={onBlur} />
    ),
    endTime: ({ value, onChange, onBlur }) => (
      <DateTimeInput id="endTime" value={value} onChange={onChange} onBlur={onBlur} />
    ),
    ownerId: ({ value, onChange, onBlur }) => (
      <UserSelect
        id="ownerId"
        value={value}
        onChange={(id) => onChange(id ?? '')}
        onBlur={onBlur}
        placeholder="请选择负责人"
      />
    ),
  }),
  empty: (scope) => newDowntimeValues(scope?.day),
  values: downtimeFormValues,
  add: (body, options) => mfgPlannedDowntimeAdd({ body }, options),
  edit: (body, downtime, options) => mfgPlannedDowntimeEdit({ body: { ...body, id: downtime.id } }, options),
});
