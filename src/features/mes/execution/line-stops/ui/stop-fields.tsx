import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useWatch, type ControllerRenderProps } from 'react-hook-form';
import { TaskSelect } from '@/entities/mes/mfg-task';
import { LineSelect } from '@/entities/production-line';
import { mfgTaskStopEquipmentSelectorQueryOptions, mfgTaskStopPageQueryOptions } from '@/shared/api';
import { needsEquipment, type StopValues } from '../model/stop-rules';

type Field<N extends keyof StopValues> = ControllerRenderProps<StopValues, N>;

/** The lines stopped now (their open stop records): a second stop on one is refused at once. */
function useStoppedLines(): ReadonlyMap<string, string> {
  const stops = useQuery(mfgTaskStopPageQueryOptions({ body: { pageNo: 1, pageSize: 100, state: 'STOPPED' } }));
  return useMemo(
    () =>
      new Map(
        (stops.data?.rows ?? [])
          .filter((stop) => stop.state === 'STOPPED')
          .map((stop) => [stop.lineId, `停线中（${stop.stopNo}）`]),
      ),
    [stops.data],
  );
}

export function StopLineInput({ field }: { field: Field<'lineId'> }) {
  const stopped = useStoppedLines();
  return (
    <LineSelect
      id="lineId"
      value={field.value}
      onChange={(id) => field.onChange(id ?? '')}
      onBlur={field.onBlur}
      unavailable={stopped}
      refusal={(line, note) => `产线 ${line} 正在${note.replace('停线中', '停线')}，不能重复申请停线`}
    />
  );
}

/** 关联任务: the tasks of the chosen line. */
export function StopTaskInput({ field }: { field: Field<'taskId'> }) {
  const lineId = useWatch<StopValues, 'lineId'>({ name: 'lineId' });
  return (
    <TaskSelect
      id="taskId"
      lineId={lineId || undefined}
      value={field.value || null}
      onChange={(id) => field.onChange(id ?? '')}
      onBlur={field.onBlur}
    />
  );
}

/** 故障设备: asked for 设备故障 only; the equipment of the chosen line first (the call narrows by line). */
export function EquipmentInput({ field }: { field: Field<'equipmentId'> }) {
  const reason = useWatch<StopValues, 'reasonType'>({ name: 'reasonType' });
  const lineId = useWatch<StopValues, 'lineId'>({ name: 'lineId' });
  const asked = needsEquipment(reason);
  const equipment = useQuery({
    ...mfgTaskStopEquipmentSelectorQueryOptions({ query: lineId ? { lineId } : {} }),
    enabled: asked,
  });
  return (
    <Select
      id="equipmentId"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      disabled={!asked}
      loading={asked && equipment.isPending}
      placeholder={asked ? '请选择故障设备' : '仅设备故障时选择'}
      value={asked ? field.value || undefined : undefined}
      onChange={(id: string | undefined) => field.onChange(id ?? '')}
      onBlur={field.onBlur}
      options={(equipment.data ?? []).map((item) => ({
        value: item.id,
        label: `${item.code} ${item.name}${item.lineName ? `（${item.lineName}）` : ''}`,
      }))}
    />
  );
}
