import type { Look } from '@/entities/quality/iqc-apply';
import type { scmSchemas } from '@/shared/api';

export type IanNoticeRow = scmSchemas['schemas']['QmIanNotice'];
export type NoticeState = IanNoticeRow['state'];

/** 通知状态 (docs/design/scm-quality.md → IAN 通知): 未读 → 已读 (opened) → 已处理 (the lot judged, or by hand). */
export const NOTICE_STATES: Record<NoticeState, Look> = {
  UNREAD: { label: '未读', color: 'error' },
  READ: { label: '已读', color: 'processing' },
  HANDLED: { label: '已处理', color: 'success' },
};

/** Whose notices the list shows: the inspector's own (the default), or every inspector's (the quality manager). */
export const NOTICE_SCOPES = [
  { value: 'MINE', title: '发给我的' },
  { value: 'ALL', title: '全部' },
];

/** The notices of a selection still unread: 标记已读 sends only these (the server leaves the others as they are). */
export const unreadIds = (rows: readonly Pick<IanNoticeRow, 'id' | 'state'>[]) =>
  rows.filter((row) => row.state === 'UNREAD').map((row) => row.id);

/** '未读 1 · 逾期 1': the badge of the inspector's own notices (qmIanNoticeCount). */
export function countText(count: { unread: number; overdue: number }): string {
  return `未读 ${count.unread} · 逾期 ${count.overdue}`;
}
