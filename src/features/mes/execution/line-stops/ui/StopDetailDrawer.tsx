import { durationText, STOP_REASONS, StopStateBadge, type LineStop } from '@/entities/mes/line-stop';
import { mfgTaskStopDetailQueryOptions } from '@/shared/api';
import { defineDetailPanel } from '@/shared/ui/record-detail';
import { StopDuration } from '../model/stop-list';

/** 停线详情: the stop, its countdown while the line stands, how it ended. */
export const StopDetailDrawer = defineDetailPanel({
  title: '停线详情',
  width: 'default',
  columns: 2,
  query: (row: LineStop) => mfgTaskStopDetailQueryOptions({ query: { id: row.id } }),
  items: (stop) => [
    { label: '停线单号', value: stop.stopNo },
    { label: '状态', value: <StopStateBadge state={stop.state} /> },
    { label: '产线', value: `${stop.lineCode} ${stop.lineName}` },
    { label: stop.state === 'STOPPED' ? '距预计恢复' : '实际停线时长', value: <StopDuration stop={stop} /> },
    { label: '停线原因', value: STOP_REASONS[stop.reasonType] },
    { label: '故障设备', value: stop.equipmentCode ? `${stop.equipmentCode} ${stop.equipmentName ?? ''}` : null },
    { label: '关联任务', value: stop.taskCode ? `${stop.taskCode} ${stop.processName ?? ''}` : null },
    { label: '报告人', value: stop.reporterName },
    { label: '停线时间', value: stop.startTime },
    { label: '预计时长', value: durationText(stop.expectedMinutes) },
    { label: '预计恢复', value: stop.expectedEndTime },
    { label: '恢复时间', value: stop.endTime },
    { label: '说明', value: stop.description, span: 2 },
    { label: '恢复说明', value: stop.resumeRemark, span: 2 },
  ],
});
