import { Badge } from 'antd';
import { type OpCorpChangePageData, opCorpChangePageSource, type OpCorpChangePageVariables } from '@/shared/api';
import type { SearchCondition, SearchOption } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type CorpChange = OpCorpChangePageData['rows'][number];
export type CorpChangeQuery = OpCorpChangePageVariables['body'];
export type CorpChangeState = CorpChange['state'];

/** The states of a change request, with the badge each shows (OpCorpChangeState). */
export const CHANGE_STATES: Record<
  CorpChangeState,
  { label: string; badge: 'default' | 'processing' | 'success' | 'error' | 'warning' }
> = {
  DRAFT: { label: '草稿', badge: 'default' },
  APPROVING: { label: '审批中', badge: 'processing' },
  APPROVED: { label: '已通过', badge: 'success' },
  REJECTED: { label: '已驳回', badge: 'error' },
  REVOKED: { label: '已撤回', badge: 'warning' },
};
export const STATE_OPTIONS: readonly SearchOption[] = (Object.keys(CHANGE_STATES) as CorpChangeState[]).map(
  (state) => ({ value: state, title: CHANGE_STATES[state].label }),
);

export function StateBadge({ state }: { state: CorpChangeState }) {
  return <Badge status={CHANGE_STATES[state].badge} text={CHANGE_STATES[state].label} />;
}

/** Submitted again from these; revoked from APPROVING; deleted while DRAFT or REVOKED (the contract's description). */
export const SUBMITTABLE: readonly CorpChangeState[] = ['DRAFT', 'REJECTED', 'REVOKED'];
export const DELETABLE: readonly CorpChangeState[] = ['DRAFT', 'REVOKED'];

/** '法定代表人：朱华 → 朱晓东；注册资本：…' — what changes, in one cell. */
export function changeSummary(items: CorpChange['items']): string {
  return items.map((item) => `${item.fieldName}：${item.before ?? '（空）'} → ${item.after}`).join('；');
}

export const changeColumns: ColumnConfig<CorpChange>[] = [
  { dataIndex: 'changeNo', title: '变更单号', width: 130, hideAble: false, sorter: true },
  { dataIndex: 'corpName', title: '企业名称', width: 220 },
  {
    dataIndex: 'state',
    title: '状态',
    width: 100,
    options: STATE_OPTIONS,
    filter: true,
    render: (_, row) => <StateBadge state={row.state} />,
  },
  { dataIndex: 'items', title: '变更内容', width: 320, ellipsis: true, render: (_, row) => changeSummary(row.items) },
  { dataIndex: 'reason', title: '变更原因', width: 220, ellipsis: true },
  { dataIndex: 'applicantName', title: '申请人', width: 100 },
  { dataIndex: 'submitTime', title: '提交时间', width: 170, sorter: true },
  { dataIndex: 'finishTime', title: '审批结束时间', width: 170, hide: true },
  { dataIndex: 'uscc', title: '统一社会信用代码', width: 190, hide: true },
];

export const changeConditions: SearchCondition<keyof CorpChangeQuery & string>[] = [
  { key: 'changeNo', title: '变更单号', type: 'input' },
  { key: 'corpName', title: '企业名称', type: 'input' },
  { key: 'state', title: '状态', type: 'select', options: STATE_OPTIONS, multiple: true },
];

export const changeSource = opCorpChangePageSource;
