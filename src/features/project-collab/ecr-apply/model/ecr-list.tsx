import { Tag } from 'antd';
import { REQUEST_STATE_OPTIONS, RequestStateBadge } from '@/entities/approval-request';
import { pmEcrPageSource, type PmEcrPageData, type PmEcrPageVariables } from '@/shared/api';
import { formatMoney } from '@/shared/lib/format';
import type { SearchCondition, SearchOption } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type Ecr = PmEcrPageData['rows'][number];
export type EcrQuery = PmEcrPageVariables['body'];
export type EcrType = Ecr['ecrType'];
export type Urgency = Ecr['urgency'];

export const ECR_TYPE_LABELS: Record<EcrType, string> = {
  ECR: 'ECR 工程变更',
  PCR: 'PCR 工艺变更',
  SCR: 'SCR 供应商变更',
};
export const ECR_TYPE_OPTIONS: readonly SearchOption[] = (Object.keys(ECR_TYPE_LABELS) as EcrType[]).map((value) => ({
  value,
  title: ECR_TYPE_LABELS[value],
}));

export const URGENCY: Record<Urgency, { label: string; color: string }> = {
  URGENT: { label: '紧急', color: 'red' },
  HIGH: { label: '高', color: 'orange' },
  NORMAL: { label: '一般', color: 'default' },
};
export const URGENCY_OPTIONS: readonly SearchOption[] = (Object.keys(URGENCY) as Urgency[]).map((value) => ({
  value,
  title: URGENCY[value].label,
}));

/** 成本影响 in 万元 with the §5 money format; a saving reads as one. */
export function costImpactText(cost: number | null | undefined): string {
  if (cost === null || cost === undefined) return '-';
  if (cost < 0) return `降本 ${formatMoney(-cost)} 万元`;
  return `+${formatMoney(cost)} 万元`;
}

/** 进度影响 in days. */
export function scheduleImpactText(days: number | null | undefined): string {
  if (days === null || days === undefined) return '-';
  if (days === 0) return '无影响';
  return days > 0 ? `延后 ${days} 天` : `提前 ${-days} 天`;
}

export const ecrColumns: ColumnConfig<Ecr>[] = [
  { dataIndex: 'ecrNo', title: '变更单号', width: 130, hideAble: false, sorter: true },
  {
    dataIndex: 'ecrType',
    title: '类型',
    width: 130,
    options: ECR_TYPE_OPTIONS,
    filter: true,
    render: (_, row) => ECR_TYPE_LABELS[row.ecrType],
  },
  { dataIndex: 'title', title: '变更主题', width: 240, ellipsis: true, query: 'input' },
  {
    dataIndex: 'projTitle',
    title: '项目',
    width: 200,
    ellipsis: true,
    render: (_, row) => `${row.projNo} ${row.projTitle}`,
  },
  {
    dataIndex: 'urgency',
    title: '紧急程度',
    width: 110,
    options: URGENCY_OPTIONS,
    filter: true,
    render: (_, row) => <Tag color={URGENCY[row.urgency].color}>{URGENCY[row.urgency].label}</Tag>,
  },
  {
    dataIndex: 'state',
    title: '状态',
    width: 90,
    options: REQUEST_STATE_OPTIONS,
    filter: true,
    render: (_, row) => <RequestStateBadge state={row.state} />,
  },
  {
    dataIndex: 'costImpact',
    title: '成本影响',
    width: 130,
    align: 'right',
    render: (_, row) => costImpactText(row.costImpact),
  },
  {
    dataIndex: 'scheduleImpactDays',
    title: '进度影响',
    width: 96,
    render: (_, row) => scheduleImpactText(row.scheduleImpactDays),
  },
  {
    dataIndex: 'taskCount',
    title: '变更任务',
    width: 90,
    align: 'center',
    render: (_, row) => (row.taskCount ? `${row.taskDoneCount}/${row.taskCount}` : '-'),
  },
  { dataIndex: 'applicantName', title: '申请人', width: 84 },
  {
    dataIndex: 'currentApprover',
    title: '当前审批',
    width: 160,
    ellipsis: true,
    hide: 'narrow',
    render: (_, row) => (row.currentNode ? `${row.currentApprover ?? '-'} · ${row.currentNode}` : '-'),
  },
  { dataIndex: 'submitTime', title: '提交时间', width: 170, hide: true },
];

export const ecrConditions: SearchCondition<keyof EcrQuery & string>[] = [
  { key: 'title', title: '变更主题', type: 'input' },
  { key: 'ecrNo', title: '变更单号', type: 'input' },
  { key: 'projTitle', title: '项目名称', type: 'input' },
  { key: 'ecrType', title: '变更类型', type: 'select', options: ECR_TYPE_OPTIONS, multiple: true },
  { key: 'urgency', title: '紧急程度', type: 'select', options: URGENCY_OPTIONS, multiple: true },
  { key: 'state', title: '状态', type: 'select', options: REQUEST_STATE_OPTIONS, multiple: true },
];

export const ecrSource = pmEcrPageSource;
