import * as z from 'zod/mini';
import { GAUGE_STATE_OPTIONS, type QmGaugeRow } from '@/entities/quality/gauge';
import { qmGauge, qmGaugeDelete, qmGaugeDisable, qmGaugeEnable } from '@/shared/api';
import { defineCrudScreen, deleteWhen } from '@/shared/ui/crud-screen';
import { calibrationDateProblem, todayText } from '../model/gauge-rules';
import { GAUGE_COLUMNS } from './gauge-columns';
import { gaugeDetailItems } from './gauge-detail';

/** Every state but 报废: a scrapped gauge is read-only (1017011). */
const NOT_SCRAPPED = { field: 'state', op: 'in', value: ['IN_USE', 'PENDING_CALIBRATION', 'DISABLED'] } as const;

const ids = (row: QmGaugeRow) => ({ body: { ids: [row.id] } });

/**
 * 量检具 (docs/design/scm-quality.md → 量检具): the gauges with their state and when each falls due (overdue red, due
 * within a week amber); 校准, 停用 / 启用 (an overdue one is refused until calibrated: 1017010, shown as the server
 * says it), 报废 with a reason, then read-only; 删除 of one never used. The rows carry `state`, not `status`, so the
 * state actions are the screen's own.
 */
export const GaugeListPage = defineCrudScreen(qmGauge, {
  noun: '量检具',
  columns: [...GAUGE_COLUMNS, 'remark', 'updateTime'],
  conditions: [
    'code',
    'name',
    { key: 'state', title: '状态', type: 'select', options: GAUGE_STATE_OPTIONS, multiple: true },
    {
      key: 'overdue',
      title: '超期',
      type: 'select',
      options: [
        { value: 'true', title: '已超期' },
        { value: 'false', title: '未超期' },
      ],
    },
    { key: 'nextCalibrationDateTo', title: '下次校准不晚于', type: 'date' },
  ],
  form: {
    code: { placeholder: '字母、数字、“-”和“_”，如 GJ-0014' },
    name: { placeholder: '如：数显卡尺' },
    model: {},
    manufacturer: {},
    measureRange: { placeholder: '如：0–150 mm' },
    accuracy: { placeholder: '分度值或允许误差，如：0.01 mm' },
    calibrationCycleDays: { label: '校准周期（天）', placeholder: '1–3650，如 365' },
    lastCalibrationDate: { kind: 'date', placeholder: '不晚于今天；新购未校准的不填（待校准）' },
    keeperName: {},
    location: {},
    remark: { kind: 'textarea', wide: true },
  },
  checks: [
    z.refine((body) => !calibrationDateProblem(body.lastCalibrationDate, todayText()), {
      message: '上次校准不能晚于今天',
      path: ['lastCalibrationDate'],
    }),
  ],
  detail: { width: 'large', columns: 3, items: gaugeDetailItems },
  rowActions: [
    'detail',
    {
      kind: 'panel',
      action: 'calibrate',
      title: '校准',
      when: NOT_SCRAPPED,
      load: () => import('./GaugeCalibrateDialog').then((m) => m.GaugeCalibratePanel),
    },
    { kind: 'edit', when: NOT_SCRAPPED },
    {
      kind: 'call',
      action: 'disable',
      title: '停用',
      confirm: true,
      when: { field: 'state', op: 'in', value: ['IN_USE', 'PENDING_CALIBRATION'] },
      run: (row, options) => qmGaugeDisable(ids(row), options),
      done: '已停用',
    },
    {
      kind: 'call',
      action: 'enable',
      title: '启用',
      confirm: true,
      when: { field: 'state', op: 'in', value: ['DISABLED', 'PENDING_CALIBRATION'] },
      run: (row, options) => qmGaugeEnable(ids(row), options),
      done: '已恢复在用',
    },
    {
      kind: 'panel',
      action: 'scrap',
      title: '报废',
      when: NOT_SCRAPPED,
      load: () => import('./GaugeScrapDialog').then((m) => m.GaugeScrapPanel),
    },
    deleteWhen(NOT_SCRAPPED, qmGaugeDelete),
  ],
  // 启用 / 停用 / 删除 by `state` above.
  status: false,
  table: { selection: 'checkbox', actionWidth: 200 },
});
