import type { opCorpChange } from '@/shared/api';
import type { RowOf } from '@/shared/ui/crud-screen';

export type CorpChangeState = RowOf<typeof opCorpChange>['state'];

// Its states are a collaboration request's (entities/approval-request: REQUEST_STATES and RequestStateBadge).

/** Submitted again from these; revoked from APPROVING; deleted while DRAFT or REVOKED (the contract's description). */
export const SUBMITTABLE: readonly CorpChangeState[] = ['DRAFT', 'REJECTED', 'REVOKED'];
export const DELETABLE: readonly CorpChangeState[] = ['DRAFT', 'REVOKED'];

/** '法定代表人：朱华 → 朱晓东；注册资本：…' — what changes, in one cell. */
export function changeSummary(items: RowOf<typeof opCorpChange>['items']): string {
  return items.map((item) => `${item.fieldName}：${item.before ?? '（空）'} → ${item.after}`).join('；');
}
