import { REQUEST_STATE_OPTIONS, RequestStateBadge } from '@/entities/approval-request';
import { pmReviewPageSource, type PmReviewPageData, type PmReviewPageVariables } from '@/shared/api';
import type { SearchCondition, SearchOption } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type Review = PmReviewPageData['rows'][number];
export type ReviewQuery = PmReviewPageVariables['body'];
export type ReviewType = Review['reviewType'];

export const REVIEW_TYPE_LABELS: Record<ReviewType, string> = { GATE: '阶段评审', TECH: '技术评审' };
export const REVIEW_TYPE_OPTIONS: readonly SearchOption[] = (Object.keys(REVIEW_TYPE_LABELS) as ReviewType[]).map(
  (value) => ({ value, title: REVIEW_TYPE_LABELS[value] }),
);

/** The stage-gate phases of the shared project data (P0 立项 … P6 量产). */
export const PHASES = [
  { code: 'P0', name: '立项' },
  { code: 'P1', name: '概念' },
  { code: 'P2', name: '计划' },
  { code: 'P3', name: '设计开发' },
  { code: 'P4', name: '验证' },
  { code: 'P5', name: '试产' },
  { code: 'P6', name: '量产' },
] as const;
export const PHASE_OPTIONS: readonly SearchOption[] = PHASES.map(({ code, name }) => ({
  value: code,
  title: `${code} ${name}`,
}));

/** '3/4' — how many deliverables of the checklist are done. */
export const deliverableProgress = (deliverables: Review['deliverables']) =>
  `${deliverables.filter((d) => d.done).length}/${deliverables.length}`;

export const reviewColumns: ColumnConfig<Review>[] = [
  { dataIndex: 'applyNo', title: '申请单号', width: 120, hideAble: false, sorter: true },
  { dataIndex: 'title', title: '评审主题', width: 230, ellipsis: true, query: 'input' },
  {
    dataIndex: 'projTitle',
    title: '项目',
    width: 220,
    ellipsis: true,
    render: (_, row) => `${row.projNo} ${row.projTitle}`,
  },
  {
    dataIndex: 'reviewType',
    title: '评审类型',
    width: 96,
    options: REVIEW_TYPE_OPTIONS,
    filter: true,
    render: (_, row) => REVIEW_TYPE_LABELS[row.reviewType],
  },
  {
    dataIndex: 'phaseCode',
    title: '阶段',
    width: 100,
    options: PHASE_OPTIONS,
    filter: true,
    render: (_, row) => `${row.phaseCode} ${row.phaseName}`,
  },
  {
    dataIndex: 'state',
    title: '状态',
    width: 90,
    options: REQUEST_STATE_OPTIONS,
    filter: true,
    render: (_, row) => <RequestStateBadge state={row.state} />,
  },
  { dataIndex: 'reviewDate', title: '评审日期', width: 110, sorter: true },
  {
    dataIndex: 'deliverables',
    title: '交付物',
    width: 80,
    align: 'center',
    render: (_, row) => deliverableProgress(row.deliverables),
  },
  {
    dataIndex: 'reviewers',
    title: '评审人',
    width: 160,
    ellipsis: true,
    hide: 'narrow',
    render: (_, row) => row.reviewers.map((r) => r.userName).join('、'),
  },
  { dataIndex: 'applicantName', title: '申请人', width: 84 },
  {
    dataIndex: 'currentApprover',
    title: '当前审批',
    width: 170,
    ellipsis: true,
    hide: 'narrow',
    render: (_, row) => (row.currentNode ? `${row.currentApprover ?? '-'} · ${row.currentNode}` : '-'),
  },
  { dataIndex: 'submitTime', title: '提交时间', width: 170, hide: true },
];

export const reviewConditions: SearchCondition<keyof ReviewQuery & string>[] = [
  { key: 'title', title: '评审主题', type: 'input' },
  { key: 'projTitle', title: '项目名称', type: 'input' },
  { key: 'applyNo', title: '申请单号', type: 'input' },
  { key: 'state', title: '状态', type: 'select', options: REQUEST_STATE_OPTIONS, multiple: true },
  { key: 'reviewType', title: '评审类型', type: 'select', options: REVIEW_TYPE_OPTIONS, multiple: true },
  { key: 'phaseCode', title: '阶段', type: 'select', options: PHASE_OPTIONS, multiple: true },
];

export const reviewSource = pmReviewPageSource;
