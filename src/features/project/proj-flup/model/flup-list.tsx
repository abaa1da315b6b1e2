import { Typography } from 'antd';
import { pmProjPageForFlupSource, type PmProjPageForFlupData, type PmProjPageForFlupVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type FlupProject = PmProjPageForFlupData['rows'][number];
type Query = PmProjPageForFlupVariables['body'];

/** 跟进方式 (PmProjFlupWay). */
export const FLUP_WAYS = [
  { value: 'VISIT', title: '拜访' },
  { value: 'PHONE', title: '电话' },
  { value: 'EMAIL', title: '邮件' },
  { value: 'MEETING', title: '会议' },
] as const;

export const flupWayText = (way: string) => FLUP_WAYS.find((option) => option.value === way)?.title ?? way;

const STATUS_TEXT: Record<string, string> = { ONGOING: '进行中', PAUSED: '暂停' };

/** A next follow-up date already past is due: it stands out. */
function NextDate({ date, today }: { date: string | null | undefined; today: string }) {
  if (!date) return <Typography.Text type="secondary">未安排</Typography.Text>;
  return date < today ? <Typography.Text type="danger">{date}（已逾期）</Typography.Text> : <>{date}</>;
}

/** 项目跟进 columns: the project, its customer and phase, and where the follow-up stands. */
export function flupColumns(today: string): ColumnConfig<FlupProject>[] {
  return [
    { dataIndex: 'no', title: '项目编号', example: 'NPD-2026-011', hideAble: false },
    { dataIndex: 'title', title: '项目名称', width: 220, ellipsis: true },
    {
      dataIndex: 'customerName',
      title: '目标客户',
      example: '汇川技术股份有限公司',
      render: (_v, row) => row.customerName ?? '—',
    },
    {
      dataIndex: 'projPhaseName',
      title: '阶段',
      example: 'P3 设计开发',
      render: (_v, row) => `${row.projPhaseCode} ${row.projPhaseName}`,
    },
    {
      dataIndex: 'projStatus',
      title: '状态',
      example: '进行中',
      render: (_v, row) => STATUS_TEXT[row.projStatus] ?? row.projStatus,
    },
    { dataIndex: 'pmUserName', title: '项目经理', example: '高翔' },
    { dataIndex: 'flupCount', title: '跟进次数', align: 'right', example: '999' },
    {
      dataIndex: 'lastFlupDate',
      title: '最近跟进',
      example: '2026-11-24（张伟）',
      render: (_v, row) => (row.lastFlupDate ? `${row.lastFlupDate}（${row.lastFlupUserName ?? '—'}）` : '—'),
    },
    {
      dataIndex: 'nextDate',
      title: '下次跟进',
      example: '2026-11-24（已逾期）',
      render: (_v, row) => <NextDate date={row.nextDate} today={today} />,
    },
  ];
}

export const flupConditions: SearchCondition<keyof Query & string>[] = [
  { key: 'title', title: '项目名称', type: 'input' },
  { key: 'no', title: '项目编号', type: 'input' },
  { key: 'customerName', title: '目标客户', type: 'input' },
];

export const flupProjectSource = pmProjPageForFlupSource;
