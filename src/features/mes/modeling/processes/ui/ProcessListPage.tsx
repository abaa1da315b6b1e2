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
    { dataIndex: 'status', title: '状态', width: 90, dict: 'common_status', filter: true },
    { dataIndex: 'remark', title: '说明', width: 220, ellipsis: true, hide: 'narrow' },
  ],
  conditions: [
    { key: 'name', title: '工序名称', type: 'input' },
    { key: 'code', title: '工序编码', type: 'input' },
    { key: 'processType', title: '工序类型', type: 'select', options: PROCESS_TYPE_OPTIONS, multiple: true },
    { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
  ],
  editFrom: 'detail',
  form: {
    code: { label: '工序编码', placeholder: '如 GX-080' },
    name: { label: '工序名称' },
    processType: { label: '工序类型', options: PROCESS_TYPE_OPTIONS },
    reportMode: { label: '报工方式', options: REPORT_MODE_OPTIONS },
    stdTime: { label: '标准工时' },
    timeUnit: { label: '工时单位', options: TIME_UNIT_OPTIONS },
    setupTime: { label: '准备工时（分钟/批）' },
    lineId: {
      label: '默认工作中心',
      kind: 'custom',
      render: (f) => <LineSelect {...f} id="lineId" onChange={(next) => f.onChange(next ?? '')} />,
    },
    inspectRequired: { label: '是否需检验' },
    inspectMode: { label: '检验方式', kind: 'select', options: INSPECT_MODE_OPTIONS },
    remark: { label: '说明', kind: 'textarea', wide: true },
  },
  empty: { timeUnit: 'MIN', reportMode: 'QTY', inspectRequired: false },
  checks: inspectionChecks,
  detail: { width: 'default', columns: 2 },
  table: { selection: 'checkbox' },
});
