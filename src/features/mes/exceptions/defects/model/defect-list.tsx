import { Badge, Tag } from 'antd';
import {
  mfgDefectExport,
  type MfgDefectPageData,
  mfgDefectPageSource,
  type MfgDefectPageVariables,
} from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig, ExportFile } from '@/shared/ui/data-table';
import { DEFECT_LEVELS, DEFECT_STATES, DISPOSALS, levelOptions, stateOptions } from './defect-options';

export type MfgDefect = MfgDefectPageData['rows'][number];
export type MfgDefectQuery = MfgDefectPageVariables['body'];

export const defectColumns: ColumnConfig<MfgDefect>[] = [
  { dataIndex: 'defectNo', title: '缺陷单号', width: 150, hideAble: false, sorter: true },
  { dataIndex: 'orderCode', title: '工单号', width: 150 },
  { dataIndex: 'taskCode', title: '任务号', width: 180, hide: true },
  { dataIndex: 'productName', title: '产品', width: 210, render: (name, row) => `${row.productCode} ${name}` },
  { dataIndex: 'processName', title: '工序', width: 140, render: (name, row) => `${row.processCode} ${name}` },
  { dataIndex: 'lineName', title: '产线', width: 110 },
  { dataIndex: 'defectName', title: '缺陷代码', width: 140, render: (name, row) => `${row.defectCode} ${name}` },
  {
    dataIndex: 'level',
    title: '缺陷等级',
    width: 100,
    filter: true,
    options: levelOptions,
    render: (_, { level }) => <Tag color={DEFECT_LEVELS[level].color}>{DEFECT_LEVELS[level].label}</Tag>,
  },
  { dataIndex: 'quantity', title: '数量', width: 80, align: 'right', render: (qty) => `${qty} 件` },
  {
    dataIndex: 'disposal',
    title: '处置方式',
    width: 100,
    render: (_, { disposal }) => (disposal ? DISPOSALS[disposal] : null),
  },
  { dataIndex: 'dutyDeptName', title: '责任部门', width: 110 },
  { dataIndex: 'finderName', title: '发现人', width: 90 },
  { dataIndex: 'findTime', title: '发现时间', width: 170, sorter: true },
  {
    dataIndex: 'state',
    title: '状态',
    width: 100,
    filter: true,
    options: stateOptions,
    render: (_, { state }) => <Badge status={DEFECT_STATES[state].badge} text={DEFECT_STATES[state].label} />,
  },
  { dataIndex: 'description', title: '描述', width: 220, ellipsis: true, hide: true },
];

/** 发现时间 is a range: it sends findTimeFrom/findTimeTo. */
export const defectConditions: SearchCondition[] = [
  { key: 'defectNo', title: '缺陷单号', type: 'input' },
  { key: 'orderCode', title: '工单号', type: 'input' },
  { key: 'level', title: '缺陷等级', type: 'select', options: levelOptions, multiple: true },
  { key: 'state', title: '状态', type: 'select', options: stateOptions, multiple: true },
  { key: 'findTime', title: '发现时间', type: 'dateRange' },
];

export const defectSource = mfgDefectPageSource;

/** The selected defects, otherwise the current conditions (§5). */
export const exportDefects: ExportFile<MfgDefectQuery> = (request) => mfgDefectExport({ body: request });
