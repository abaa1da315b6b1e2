import {
  durationText,
  STOP_REASON_OPTIONS,
  STOP_REASONS,
  STOP_STATE_OPTIONS,
  StopCountdown,
  StopStateBadge,
  type LineStop,
} from '@/entities/mes/line-stop';
import { mfgTaskStopExport, mfgTaskStopPageSource, type MfgTaskStopPageVariables } from '@/shared/api';
import type { RowCondition, SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig, ExportFile } from '@/shared/ui/data-table';

export type LineStopQuery = MfgTaskStopPageVariables['body'];

/** 停线中: the countdown to the expected resume (or how late it is); after: how long the line stood. */
export function StopDuration({ stop }: { stop: LineStop }) {
  if (stop.state === 'STOPPED') return <StopCountdown expectedEndTime={stop.expectedEndTime} />;
  if (stop.state === 'RESUMED' && stop.actualMinutes != null) return <>实际 {durationText(stop.actualMinutes)}</>;
  return <>-</>;
}

export const stopColumns: ColumnConfig<LineStop>[] = [
  { dataIndex: 'stopNo', title: '停线单号', width: 160, hideAble: false, sorter: true },
  { dataIndex: 'lineCode', title: '产线', width: 170, render: (_, row) => `${row.lineCode} ${row.lineName}` },
  {
    dataIndex: 'state',
    title: '状态',
    width: 100,
    options: STOP_STATE_OPTIONS,
    filter: true,
    render: (_, row) => <StopStateBadge state={row.state} />,
  },
  {
    dataIndex: 'actualMinutes',
    title: '倒计时 / 实际时长',
    width: 150,
    render: (_, row) => <StopDuration stop={row} />,
  },
  {
    dataIndex: 'reasonType',
    title: '停线原因',
    width: 110,
    options: STOP_REASON_OPTIONS,
    filter: true,
    render: (_, row) => STOP_REASONS[row.reasonType],
  },
  {
    dataIndex: 'equipmentName',
    title: '故障设备',
    width: 150,
    render: (_, row) => (row.equipmentCode ? `${row.equipmentCode} ${row.equipmentName ?? ''}` : '-'),
  },
  {
    dataIndex: 'taskCode',
    title: '关联任务',
    width: 190,
    render: (_, row) => (row.taskCode ? `${row.taskCode} ${row.processName ?? ''}` : '-'),
  },
  {
    dataIndex: 'expectedMinutes',
    title: '预计时长',
    width: 110,
    align: 'right',
    render: (_, row) => durationText(row.expectedMinutes),
  },
  { dataIndex: 'startTime', title: '停线时间', width: 170, sorter: true },
  { dataIndex: 'expectedEndTime', title: '预计恢复', width: 170 },
  { dataIndex: 'endTime', title: '恢复时间', width: 170 },
  { dataIndex: 'reporterName', title: '报告人', width: 90 },
  { dataIndex: 'description', title: '说明', width: 220, ellipsis: true, hide: true },
];

export const stopConditions: SearchCondition<keyof LineStopQuery & string>[] = [
  { key: 'stopNo', title: '停线单号', type: 'input' },
  { key: 'reasonType', title: '停线原因', type: 'select', options: STOP_REASON_OPTIONS, multiple: true },
  { key: 'state', title: '状态', type: 'select', options: STOP_STATE_OPTIONS, multiple: true },
];

export const stopped: RowCondition<LineStop> = { field: 'state', op: 'eq', value: 'STOPPED' };

export const stopSource = mfgTaskStopPageSource;

/** The selected records' ids, otherwise the current conditions (§5). */
export const exportStops: ExportFile<LineStopQuery> = (request) => mfgTaskStopExport({ body: request });
