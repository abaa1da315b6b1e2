import {
  durationText,
  STOP_REASON_OPTIONS,
  STOP_REASONS,
  STOP_STATE_OPTIONS,
  StopCountdown,
  StopStateBadge,
  type LineStop,
} from '@/entities/mes/line-stop';
import { UserSelect } from '@/entities/user';
import { mfgTaskStop, mfgTaskStopAdd, mfgTaskStopCancel } from '@/shared/api';
import type { RowCondition } from '@/shared/lib/table-query';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { minutesRule, stopBody, stopChecks } from '../model/stop-rules';
import { EquipmentInput, StopLineInput, StopTaskInput } from './stop-fields';

const stopped: RowCondition<LineStop> = { field: 'state', op: 'eq', value: 'STOPPED' };
const equipmentText = (stop: LineStop) =>
  stop.equipmentCode ? `${stop.equipmentCode} ${stop.equipmentName ?? ''}` : null;
const taskText = (stop: LineStop) => (stop.taskCode ? `${stop.taskCode} ${stop.processName ?? ''}` : null);

/** 停线中: the countdown to the expected resume (or how late it is); after: how long the line stood. */
function StopDuration({ stop }: { stop: LineStop }) {
  if (stop.state === 'STOPPED') return <StopCountdown expectedEndTime={stop.expectedEndTime} />;
  if (stop.state === 'RESUMED' && stop.actualMinutes != null) return <>实际 {durationText(stop.actualMinutes)}</>;
  return <>-</>;
}

/** 停线申请 (制造执行): line stops with their countdown while the line stands; 恢复生产 ends one, 撤销 a false report. */
export const LineStopListPage = defineCrudScreen(mfgTaskStop, {
  noun: '停线',
  columns: [
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
    { dataIndex: 'equipmentName', title: '故障设备', width: 150, render: (_, row) => equipmentText(row) ?? '-' },
    { dataIndex: 'taskCode', title: '关联任务', width: 190, render: (_, row) => taskText(row) ?? '-' },
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
  ],
  conditions: ['stopNo', 'reasonType', 'state'],
  // 申请停线: the line stops from now; the list shows its countdown to the expected resume.
  form: {
    lineId: { label: '产线', kind: 'custom', render: (field) => <StopLineInput field={field} /> },
    taskId: { label: '关联任务', kind: 'custom', render: (field) => <StopTaskInput field={field} /> },
    reasonType: { options: STOP_REASON_OPTIONS, placeholder: '请选择停线原因' },
    equipmentId: { label: '故障设备', kind: 'custom', render: (field) => <EquipmentInput field={field} /> },
    expectedMinutes: { label: '预计停线时长（分钟）', placeholder: '5–1440 分钟', rule: minutesRule },
    reporterId: {
      label: '报告人',
      kind: 'custom',
      render: (field) => (
        <UserSelect
          id="reporterId"
          value={field.value}
          onChange={(id) => field.onChange(id ?? '')}
          onBlur={field.onBlur}
          placeholder="请选择报告人"
        />
      ),
    },
    description: { kind: 'textarea', wide: true, placeholder: '现象、已采取的措施' },
  },
  checks: stopChecks,
  addTitle: '申请停线',
  // Equipment only for 设备故障.
  save: { add: (body, options) => mfgTaskStopAdd({ body: stopBody(body) }, options) },
  // The stop, its countdown while the line stands, how it ended.
  detail: {
    width: 'default',
    columns: 2,
    items: (stop) => [
      'stopNo',
      { label: '状态', value: <StopStateBadge state={stop.state} /> },
      { label: '产线', value: `${stop.lineCode} ${stop.lineName}` },
      { label: stop.state === 'STOPPED' ? '距预计恢复' : '实际停线时长', value: <StopDuration stop={stop} /> },
      { label: '停线原因', value: STOP_REASONS[stop.reasonType] },
      { label: '故障设备', value: equipmentText(stop) },
      { label: '关联任务', value: taskText(stop) },
      'reporterName',
      'startTime',
      { label: '预计时长', value: durationText(stop.expectedMinutes) },
      'expectedEndTime',
      'endTime',
      { label: '说明', value: stop.description, span: 2 },
      { label: '恢复说明', value: stop.resumeRemark, span: 2 },
    ],
  },
  rowActions: [
    'detail',
    {
      kind: 'panel',
      action: 'active',
      title: '恢复生产',
      require: 'mfgTaskStop:resume',
      when: stopped,
      load: () => import('./ResumeStopDialog').then((m) => m.ResumeStopDialog),
    },
    {
      kind: 'call',
      action: 'close',
      title: '撤销',
      require: 'mfgTaskStop:delete',
      confirm: true,
      danger: true,
      when: stopped,
      run: (row, options) => mfgTaskStopCancel({ body: { id: row.id } }, options),
      done: '已撤销',
    },
  ],
  table: { selection: 'checkbox', actionWidth: 200, addLabel: '申请停线' },
});
