import * as z from 'zod/mini';
import { DOWNTIME_STATUSES, DOWNTIME_TYPES, EquipSelect, type PlannedDowntime } from '@/entities/mes/equipment';
import { LineSelect } from '@/entities/production-line';
import { UserSelect } from '@/entities/user';
import { mfgPlannedDowntimeAdd, mfgPlannedDowntimeAddBodyFacts, mfgPlannedDowntimeEdit } from '@/shared/api';
import { defineForm, RecordFormModal } from '@/shared/ui/record-form';
import { DateTimeInput } from '@/shared/ui/form';

const downtimeForm = defineForm(mfgPlannedDowntimeAddBodyFacts, {
  lineId: { label: '产线', kind: 'custom' },
  equipId: { label: '设备', kind: 'custom' },
  type: { label: '停机类型', options: DOWNTIME_TYPES },
  status: { label: '状态', options: DOWNTIME_STATUSES },
  startTime: { label: '开始时间', kind: 'custom' },
  endTime: { label: '结束时间', kind: 'custom' },
  affectSchedule: { label: '影响排产' },
  ownerId: { label: '负责人', kind: 'custom' },
  description: { label: '说明', kind: 'textarea', wide: true },
});

// 'YYYY-MM-DD HH:mm:ss' strings compare in time order.
export const downtimeSchema = downtimeForm.schema.check(
  z.refine((d) => d.lineId !== null || d.equipId !== null, { message: '请选择停机的产线或设备', path: ['lineId'] }),
  z.refine((d) => d.endTime > d.startTime, { message: '结束时间必须晚于开始时间', path: ['endTime'] }),
);

/** A new downtime on a day of the calendar: that day's day shift (08:00–20:00), planned, affecting the schedule. */
export function newDowntimeValues(day: string | undefined): typeof downtimeForm.empty {
  return {
    ...downtimeForm.empty,
    type: 'MAINTAIN',
    status: 'PLANNED',
    affectSchedule: true,
    startTime: day ? `${day} 08:00:00` : '',
    endTime: day ? `${day} 20:00:00` : '',
  };
}

const fields = downtimeForm.fields({
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
});

interface DowntimeDialogProps {
  /** The downtime edited; none for a new one. */
  record?: PlannedDowntime | undefined;
  /** The day clicked in the calendar, where a new one starts. */
  day?: string | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** 新增计划停机 / 编辑计划停机; a new one starts on the day clicked in the calendar. */
export function DowntimeDialog({ record, day, onClose, onSaved }: DowntimeDialogProps) {
  return (
    <RecordFormModal
      title={record ? '编辑计划停机' : '新增计划停机'}
      open
      width={760}
      onClose={onClose}
      schema={downtimeSchema}
      // The calendar's record holds null where the inputs hold the empty text.
      defaultValues={
        record
          ? {
              ...record,
              lineId: record.lineId ?? '',
              equipId: record.equipId ?? '',
              ownerId: record.ownerId ?? '',
              description: record.description ?? '',
            }
          : newDowntimeValues(day)
      }
      fields={fields}
      onSubmit={(body) =>
        record
          ? mfgPlannedDowntimeEdit({ body: { ...body, id: record.id } }, { quiet: true })
          : mfgPlannedDowntimeAdd({ body }, { quiet: true })
      }
      onSaved={onSaved}
    />
  );
}
