import { Badge, type BadgeProps } from 'antd';
import { PROJECT_PHASES, labelOf, optionsOf } from '@/entities/project';
import { pmProjTrwPageSource, type PmProjTrwPageData, type PmProjTrwPageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type ProjTrw = PmProjTrwPageData['rows'][number];
export type ProjTrwQuery = PmProjTrwPageVariables['body'];

export const CONCLUSIONS = [
  { value: 'PASS', title: '通过' },
  { value: 'CONDITIONAL', title: '有条件通过' },
  { value: 'FAIL', title: '不通过' },
] as const;

const CONCLUSION_BADGE: Record<ProjTrw['conclusion'], NonNullable<BadgeProps['status']>> = {
  PASS: 'success',
  CONDITIONAL: 'warning',
  FAIL: 'error',
};

export function conclusionBadge(conclusion: ProjTrw['conclusion']) {
  return <Badge status={CONCLUSION_BADGE[conclusion]} text={labelOf(CONCLUSIONS, conclusion)} />;
}

export const gateOptions = PROJECT_PHASES.map((p) => ({ value: p.value, title: `${p.value} ${p.title}` }));

export const trwColumns: ColumnConfig<ProjTrw>[] = [
  {
    dataIndex: 'gateCode',
    title: '阶段门',
    example: 'P3 设计开发',
    hideAble: false,
    options: gateOptions,
    render: (_v, row) => `${row.gateCode} ${row.gateName}`,
  },
  { dataIndex: 'reviewDate', title: '评审日期', example: '2026-06-26', sorter: true },
  { dataIndex: 'chairName', title: '评审主席', example: '高翔' },
  { dataIndex: 'reviewerNames', title: '评审专家', example: '张伟、林峰、何静' },
  {
    dataIndex: 'conclusion',
    title: '结论',
    options: CONCLUSIONS,
    filter: true,
    render: (_v, row) => conclusionBadge(row.conclusion),
  },
  { dataIndex: 'conditions', title: '通过条件', width: 220, ellipsis: true },
  { dataIndex: 'minutes', title: '评审纪要', width: 260, ellipsis: true, hide: 'narrow' },
];

export const trwConditions: SearchCondition<keyof ProjTrwQuery & string>[] = [
  { key: 'gateCode', title: '阶段门', type: 'select', options: gateOptions, multiple: true },
  { key: 'conclusion', title: '结论', type: 'select', options: optionsOf(CONCLUSIONS) },
];

export const trwSource = pmProjTrwPageSource;
