import { Tag } from 'antd';
import * as z from 'zod/mini';
import {
  formatStdTime,
  INSPECT_MODE_NAMES,
  type MfgProcess,
  optionsOf,
  PROCESS_TYPE_NAMES,
  REPORT_MODE_NAMES,
  TIME_UNIT_NAMES,
} from '@/entities/mes/mfg-process';
import { LineSelect } from '@/entities/production-line';
import { mfgProcess } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/** 是否需检验 with its way (首检/巡检/全检), or 否. */
const inspection = (p: Pick<MfgProcess, 'inspectRequired' | 'inspectMode'>) =>
  p.inspectRequired ? `是（${p.inspectMode ? INSPECT_MODE_NAMES[p.inspectMode] : '未定'}）` : '否';

/** 工序: the processes routings are made of, with their standard times and inspection; an edit starts from the detail. */
export const ProcessListPage = defineCrudScreen(mfgProcess, {
  noun: '工序',
  columns: [
    { dataIndex: 'code', title: '工序编码', width: 120, hideAble: false, sorter: true },
    { dataIndex: 'name', title: '工序名称', width: 150, query: 'input' },
    {
      dataIndex: 'processType',
      title: '工序类型',
      width: 100,
      render: (_v, p) => <Tag>{PROCESS_TYPE_NAMES[p.processType]}</Tag>,
    },
    {
      dataIndex: 'stdTime',
      title: '标准工时',
      width: 130,
      align: 'right',
      render: (_v, p) => formatStdTime(p.stdTime, p.timeUnit),
    },
    { dataIndex: 'setupTime', title: '准备工时（分钟）', width: 130, align: 'right', hide: 'narrow' },
    { dataIndex: 'inspectRequired', title: '是否需检验', width: 120, render: (_v, p) => inspection(p) },
    { dataIndex: 'lineName', title: '默认工作中心', width: 170 },
    { dataIndex: 'reportMode', title: '报工方式', width: 100, render: (_v, p) => REPORT_MODE_NAMES[p.reportMode] },
    { dataIndex: 'status', title: '状态', width: 90, dict: 'common_status', filter: true },
    { dataIndex: 'remark', title: '说明', width: 220, ellipsis: true, hide: 'narrow' },
  ],
  conditions: [
    { key: 'name', title: '工序名称', type: 'input' },
    { key: 'code', title: '工序编码', type: 'input' },
    { key: 'processType', title: '工序类型', type: 'select', options: optionsOf(PROCESS_TYPE_NAMES), multiple: true },
    { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
  ],
  editFrom: 'detail',
  formWidth: 760,
  form: {
    code: { label: '工序编码', placeholder: '如 GX-080' },
    name: { label: '工序名称' },
    processType: { label: '工序类型', options: optionsOf(PROCESS_TYPE_NAMES) },
    reportMode: { label: '报工方式', options: optionsOf(REPORT_MODE_NAMES) },
    stdTime: { label: '标准工时' },
    timeUnit: { label: '工时单位', options: optionsOf(TIME_UNIT_NAMES) },
    setupTime: { label: '准备工时（分钟/批）' },
    lineId: {
      label: '默认工作中心',
      kind: 'custom',
      render: ({ value, onChange, onBlur }) => (
        <LineSelect id="lineId" value={value} onChange={(next) => onChange(next ?? '')} onBlur={onBlur} />
      ),
    },
    inspectRequired: { label: '是否需检验' },
    inspectMode: { label: '检验方式', kind: 'select', options: optionsOf(INSPECT_MODE_NAMES) },
    remark: { label: '说明', kind: 'textarea', wide: true },
  },
  empty: { timeUnit: 'MIN', reportMode: 'QTY', inspectRequired: false },
  // A process that needs inspection says how; one that does not sends no way.
  checks: [
    z.refine((p) => !p.inspectRequired || p.inspectMode !== null, {
      message: '需检验的工序请选择检验方式',
      path: ['inspectMode'],
    }),
    z.refine((p) => p.inspectRequired || p.inspectMode === null, {
      message: '无需检验的工序不填检验方式',
      path: ['inspectMode'],
    }),
  ],
  detail: { width: 'default', columns: 2 },
  table: { selection: 'checkbox' },
});
