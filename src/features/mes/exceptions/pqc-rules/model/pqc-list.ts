import {
  mfgPqcRuleExport,
  type MfgPqcRulePageData,
  mfgPqcRulePageSource,
  type MfgPqcRulePageVariables,
} from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig, ExportFile } from '@/shared/ui/data-table';
import { INSPECT_TYPES, JUDGE_TYPES, frequencyText, inspectTypeOptions, limitsText } from './pqc-options';

export type MfgPqcRule = MfgPqcRulePageData['rows'][number];
export type MfgPqcRuleQuery = MfgPqcRulePageVariables['body'];

export const pqcColumns: ColumnConfig<MfgPqcRule>[] = [
  { dataIndex: 'code', title: '规则编码', width: 170, hideAble: false, sorter: true },
  { dataIndex: 'name', title: '规则名称', width: 170 },
  { dataIndex: 'productName', title: '适用产品', width: 170, render: (name, row) => `${row.productCode} ${name}` },
  { dataIndex: 'processName', title: '工序', width: 140, render: (name, row) => `${row.processCode} ${name}` },
  { dataIndex: 'item', title: '检验项目', width: 120 },
  {
    dataIndex: 'inspectType',
    title: '检验类型',
    width: 100,
    filter: true,
    options: inspectTypeOptions,
    render: (_, { inspectType }) => INSPECT_TYPES[inspectType],
  },
  { dataIndex: 'frequencyType', title: '抽样频率', width: 110, render: (_, row) => frequencyText(row) },
  { dataIndex: 'sampleSize', title: '抽样数量', width: 90, align: 'right' },
  { dataIndex: 'standardValue', title: '规格（LSL ~ USL）', width: 200, render: (_, row) => limitsText(row) },
  { dataIndex: 'judgeType', title: '判定方式', width: 90, render: (_, { judgeType }) => JUDGE_TYPES[judgeType] },
  { dataIndex: 'method', title: '检验方法', width: 220, ellipsis: true, hide: true },
  { dataIndex: 'status', title: '状态', width: 90, dict: 'common_status', filter: true },
  { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
];

export const pqcConditions: SearchCondition<keyof MfgPqcRuleQuery & string>[] = [
  { key: 'name', title: '规则名称', type: 'input' },
  { key: 'code', title: '规则编码', type: 'input' },
  { key: 'inspectType', title: '检验类型', type: 'select', options: inspectTypeOptions, multiple: true },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const pqcSource = mfgPqcRulePageSource;
export const exportPqcRules: ExportFile<MfgPqcRuleQuery> = (request) => mfgPqcRuleExport({ body: request });
