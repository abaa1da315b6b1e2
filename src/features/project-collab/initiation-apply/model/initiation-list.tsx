import { REQUEST_STATE_OPTIONS, RequestStateBadge } from '@/entities/approval-request';
import { pmInitiationPageSource, type PmInitiationPageData, type PmInitiationPageVariables } from '@/shared/api';
import { formatMoney } from '@/shared/lib/format';
import type { SearchCondition, SearchOption } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type Initiation = PmInitiationPageData['rows'][number];
export type InitiationQuery = PmInitiationPageVariables['body'];
export type ProjCategory = Initiation['projCategory'];

/** 项目类别 (PmProj's projCategory). */
export const CATEGORY_LABELS: Record<ProjCategory, string> = {
  NEW: '全新开发',
  DERIVE: '衍生改型',
  PLATFORM: '平台开发',
  CUSTOM: '客户定制',
};
export const CATEGORY_OPTIONS: readonly SearchOption[] = (Object.keys(CATEGORY_LABELS) as ProjCategory[]).map(
  (value) => ({ value, title: CATEGORY_LABELS[value] }),
);

/** 预算 in 万元 with the §5 money format. */
export const budgetText = (budget: number | null | undefined) =>
  budget === null || budget === undefined ? '-' : `${formatMoney(budget)} 万元`;

export const initiationColumns: ColumnConfig<Initiation>[] = [
  { dataIndex: 'applyNo', title: '申请单号', width: 120, hideAble: false, sorter: true },
  { dataIndex: 'title', title: '拟立项目名称', width: 240, ellipsis: true, query: 'input' },
  {
    dataIndex: 'projCategory',
    title: '项目类别',
    width: 96,
    options: CATEGORY_OPTIONS,
    filter: true,
    render: (_, row) => CATEGORY_LABELS[row.projCategory],
  },
  {
    dataIndex: 'state',
    title: '状态',
    width: 90,
    options: REQUEST_STATE_OPTIONS,
    filter: true,
    render: (_, row) => <RequestStateBadge state={row.state} />,
  },
  { dataIndex: 'productFamilyName', title: '产品族', width: 100, hide: 'narrow' },
  { dataIndex: 'budget', title: '预算', width: 120, align: 'right', render: (_, row) => budgetText(row.budget) },
  { dataIndex: 'startDate', title: '计划开始', width: 110 },
  { dataIndex: 'planEndDate', title: '计划完成', width: 110 },
  { dataIndex: 'applicantName', title: '申请人', width: 84 },
  {
    dataIndex: 'currentApprover',
    title: '当前审批',
    width: 170,
    ellipsis: true,
    render: (_, row) => (row.currentNode ? `${row.currentApprover ?? '-'} · ${row.currentNode}` : '-'),
  },
  { dataIndex: 'submitTime', title: '提交时间', width: 170, sorter: true, hide: 'narrow' },
  { dataIndex: 'projNo', title: '项目编号', width: 120, hide: 'narrow' },
  { dataIndex: 'customerName', title: '目标客户', width: 180, hide: true },
];

export const initiationConditions: SearchCondition<keyof InitiationQuery & string>[] = [
  { key: 'title', title: '项目名称', type: 'input' },
  { key: 'applyNo', title: '申请单号', type: 'input' },
  { key: 'state', title: '状态', type: 'select', options: REQUEST_STATE_OPTIONS, multiple: true },
  { key: 'projCategory', title: '项目类别', type: 'select', options: CATEGORY_OPTIONS, multiple: true },
  { key: 'applicantName', title: '申请人', type: 'input' },
];

export const initiationSource = pmInitiationPageSource;
