import { Badge } from 'antd';
import type { opCorpChange } from '@/shared/api';
import type { SearchOption } from '@/shared/lib/table-query';
import type { RowOf } from '@/shared/ui/crud-screen';

export type CorpChangeState = RowOf<typeof opCorpChange>['state'];

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
export function changeSummary(items: RowOf<typeof opCorpChange>['items']): string {
  return items.map((item) => `${item.fieldName}：${item.before ?? '（空）'} → ${item.after}`).join('；');
}
