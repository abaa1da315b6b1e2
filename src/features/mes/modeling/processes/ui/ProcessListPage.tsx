import {
  INSPECT_MODE_OPTIONS,
  inspectionChecks,
  inspectionText,
  PROCESS_TYPE_OPTIONS,
  ProcessTypeTag,
  REPORT_MODE_NAMES,
  REPORT_MODE_OPTIONS,
  stdTimeText,
  TIME_UNIT_OPTIONS,
} from '@/entities/mes/mfg-process';
import { LineSelect } from '@/entities/production-line';
import { mfgProcess } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';

/** 工序: the processes routings are made of, with their standard times and inspection; an edit starts from the detail. */
export const ProcessListPage = defineCrudScreen(mfgProcess, {
  noun: '工序',
  columns: [
    { dataIndex: 'code', title: '工序编码', width: 120, hideAble: false, sorter: true },
    { dataIndex: 'name', title: '工序名称', width: 150, query: 'input' },
    { dataIndex: 'processType', title: '工序类型', render: (_v, p) => <ProcessTypeTag type={p.processType} /> },
    { dataIndex: 'stdTime', title: '标准工时', width: 130, align: 'right', render: (_v, p) => stdTimeText(p) },
    { dataIndex: 'setupTime', title: '准备工时（分钟）', width: 130, align: 'right', hide: 'narrow' },
    { dataIndex: 'inspectRequired', title: '是否需检验', width: 120, render: (_v, p) => inspectionText(p) },
    { dataIndex: 'lineName', title: '默认工作中心', width: 170 },
    { dataIndex: 'reportMode', title: '报工方式', width: 100, render: (_v, p) => REPORT_MODE_NAMES[p.reportMode] },
    'status',
    { dataIndex: 'remark', title: '说明', width: 220, ellipsis: true, hide: 'narrow' },
  ],
  conditions: [
    'name',
    'code',
    { key: 'processType', title: '工序类型', type: 'select', options: PROCESS_TYPE_OPTIONS, multiple: true },
    'status',
  ],
  editFrom: 'detail',
  form: {
    code: { placeholder: '如 GX-080' },
    name: {},
    processType: { options: PROCESS_TYPE_OPTIONS },
    reportMode: { options: REPORT_MODE_OPTIONS },
    stdTime: {},
    timeUnit: { label: '工时单位', options: TIME_UNIT_OPTIONS },
    setupTime: { label: '准备工时（分钟/批）' },
    lineId: {
      label: '默认工作中心',
      kind: 'custom',
      render: (f) => <LineSelect {...f} id="lineId" onChange={(next) => f.onChange(next ?? '')} />,
    },
    inspectRequired: {},
    inspectMode: { label: '检验方式', kind: 'select', options: INSPECT_MODE_OPTIONS },
    remark: { label: '说明', kind: 'textarea', wide: true },
  },
  empty: { timeUnit: 'MIN', reportMode: 'QTY', inspectRequired: false },
  checks: inspectionChecks,
  detail: { width: 'default', columns: 2 },
  table: { selection: 'checkbox' },
});
