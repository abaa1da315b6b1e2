import { Tag } from 'antd';
import { formatStdTime, type MfgProcess, optionsOf, PROCESS_TYPE_NAMES, INSPECT_MODE_NAMES, REPORT_MODE_NAMES } from '@/entities/mes/mfg-process';
import { mfgProcessExport, mfgProcessPageSource, type MfgProcessPageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig, ExportFile } from '@/shared/ui/data-table';

export type { MfgProcess };
export type MfgProcessQuery = MfgProcessPageVariables['body'];

/** 是否需检验 with its way (首检/巡检/全检), or 否. */
export const inspectionText = (p: Pick<MfgProcess, 'inspectRequired' | 'inspectMode'>) =>
  p.inspectRequired ? `是（${p.inspectMode ? INSPECT_MODE_NAMES[p.inspectMode] : '未定'}）` : '否';

export const processColumns: ColumnConfig<MfgProcess>[] = [
  { dataIndex: 'code', title: '工序编码', width: 120, hideAble: false, sorter: true },
  { dataIndex: 'name', title: '工序名称', width: 150, query: 'input' },
  { dataIndex: 'processType', title: '工序类型', width: 100, render: (type) => <Tag>{PROCESS_TYPE_NAMES[type as MfgProcess['processType']]}</Tag> },
  { dataIndex: 'stdTime', title: '标准工时', width: 130, align: 'right', render: (_v, p) => formatStdTime(p.stdTime, p.timeUnit) },
  { dataIndex: 'setupTime', title: '准备工时（分钟）', width: 130, align: 'right', hide: 'narrow' },
  { dataIndex: 'inspectRequired', title: '是否需检验', width: 120, render: (_v, p) => inspectionText(p) },
  { dataIndex: 'lineName', title: '默认工作中心', width: 170 },
  { dataIndex: 'reportMode', title: '报工方式', width: 100, render: (mode) => REPORT_MODE_NAMES[mode as MfgProcess['reportMode']] },
  { dataIndex: 'status', title: '状态', width: 90, dict: 'common_status', filter: true },
  { dataIndex: 'remark', title: '说明', width: 220, ellipsis: true, hide: 'narrow' },
];

export const processConditions: SearchCondition<keyof MfgProcessQuery & string>[] = [
  { key: 'name', title: '工序名称', type: 'input' },
  { key: 'code', title: '工序编码', type: 'input' },
  { key: 'processType', title: '工序类型', type: 'select', options: optionsOf(PROCESS_TYPE_NAMES), multiple: true },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const processSource = mfgProcessPageSource;

export const exportProcesses: ExportFile<MfgProcessQuery> = (request) => mfgProcessExport({ body: request });
