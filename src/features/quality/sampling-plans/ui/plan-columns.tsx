import { Tag, Typography } from 'antd';
import {
  PLAN_TYPES,
  PLAN_TYPE_OPTIONS,
  SamplingCalculator,
  otherPlanSampleSize,
  planCalculatorInput,
  planSummary,
  type QmSamplingRow,
} from '@/entities/quality/sampling';
import type { ColumnConfig } from '@/shared/ui/data-table';
import type { DetailItem } from '@/shared/ui/detail-list';

/** 抽样方案's list (docs/design/scm-quality.md → 抽样方案): the plan, its type and parameters in one line, its use. */
export const PLAN_COLUMNS: readonly ColumnConfig<QmSamplingRow>[] = [
  { dataIndex: 'code', title: '方案编码', example: 'SP-GB-S3-IC', hideAble: false, sorter: true },
  { dataIndex: 'name', title: '方案名称', width: 220, ellipsis: true },
  {
    dataIndex: 'planType',
    title: '抽样标准',
    example: 'GB/T 2828.1',
    options: PLAN_TYPE_OPTIONS,
    render: (_, row) => PLAN_TYPES[row.planType],
  },
  {
    dataIndex: 'inspectionLevel',
    title: '参数',
    example: 'S-3 · 正常 · CR 0 / MAJ 0.65 / MIN 1.5',
    render: (_, row) => planSummary(row),
  },
  {
    dataIndex: 'switching',
    title: '转移规则',
    example: '按转移规则',
    render: (_, row) =>
      row.planType === 'GB2828' ? row.switching ? <Tag color="blue">按转移规则</Tag> : '不转移' : '-',
  },
  {
    dataIndex: 'standardCount',
    title: '使用标准数',
    align: 'right',
    example: '4',
  },
];

/** 抽样计算 on this plan: GB/T 2828.1 plans by its level and severity; the others' sample for a lot of 500. */
function Calculation({ plan }: { plan: QmSamplingRow }) {
  if (plan.planType === 'GB2828')
    return (
      <SamplingCalculator
        initial={{
          ...planCalculatorInput(plan),
          ...(plan.aqlMaj !== null && plan.aqlMaj !== undefined ? { aql: plan.aqlMaj } : {}),
        }}
      />
    );
  const lot = 500;
  return (
    <Typography.Text>
      批量 {lot} 时抽取 {otherPlanSampleSize(plan, lot) ?? '-'} 件，按检验标准中适用物料的允许缺陷率判定（Ac = ⌊样本量 ×
      比率⌋）
    </Typography.Text>
  );
}

/** A plan in its detail drawer: its parameters, how many standards use it, and the 抽样计算 on it. */
export function planDetailItems(plan: QmSamplingRow): DetailItem[] {
  return [
    { label: '方案编码', value: plan.code },
    { label: '方案名称', value: plan.name, span: 2 },
    { label: '抽样标准', value: PLAN_TYPES[plan.planType] },
    { label: '抽样形式', value: '一次抽样' },
    { label: '使用标准数', value: plan.standardCount },
    { label: '参数', value: planSummary(plan), span: 3 },
    { label: '备注', value: plan.remark, span: 3 },
    { label: '按本方案试算', value: <Calculation plan={plan} />, span: 3 },
  ];
}
