import { mfgPqcRuleDetailQueryOptions } from '@/shared/api';
import { defineDetailPanel } from '@/shared/ui/record-detail';
import { FREQUENCIES, INSPECT_TYPES, JUDGE_TYPES, frequencyText } from '../model/pqc-options';
import type { MfgPqcRule } from '../model/pqc-list';

const num = (value: number | null | undefined, unit: string | null | undefined) =>
  value === null || value === undefined ? null : `${value}${unit ? ` ${unit}` : ''}`;

/** PQC 规则详情: what is inspected where, how often, and its limits. */
export const PqcRuleDetailDrawer = defineDetailPanel({
  title: 'PQC 规则详情',
  width: 'default',
  columns: 2,
  query: (row: MfgPqcRule) => mfgPqcRuleDetailQueryOptions({ query: { id: row.id } }),
  items: (r, renderDict) => [
    { label: '规则编码', value: r.code },
    { label: '规则名称', value: r.name },
    { label: '适用产品', value: `${r.productCode} ${r.productName}` },
    { label: '工序', value: `${r.processCode} ${r.processName}` },
    { label: '检验项目', value: r.item },
    { label: '检验类型', value: INSPECT_TYPES[r.inspectType] },
    { label: '检验方法', value: r.method },
    { label: '检测工具', value: r.tool },
    { label: '抽样频率', value: `${frequencyText(r)}（${FREQUENCIES[r.frequencyType].label}）` },
    { label: '抽样数量', value: `${r.sampleSize}` },
    { label: '判定方式', value: JUDGE_TYPES[r.judgeType] },
    { label: '单位', value: r.unit },
    { label: '标准值', value: num(r.standardValue, r.unit) },
    { label: '上限 USL', value: num(r.usl, r.unit) },
    { label: '下限 LSL', value: num(r.lsl, r.unit) },
    { label: '状态', value: renderDict('common_status', r.status) },
    { label: '备注', value: r.remark, span: 2 },
  ],
});
