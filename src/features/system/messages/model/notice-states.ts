export const DRAFT = 0;
export const PUBLISHED = 1;
export const REVOKED = 2;

/** 草稿 → 已发布 → 已撤回 (a revoked one is edited and published again). */
export const NOTICE_STATUSES = [
  { value: DRAFT, title: '草稿', badge: 'default' },
  { value: PUBLISHED, title: '已发布', badge: 'success' },
  { value: REVOKED, title: '已撤回', badge: 'warning' },
] as const;

export const NOTICE_SCOPES = [
  { value: 'ALL', title: '全员' },
  { value: 'DEPT', title: '指定部门' },
  { value: 'USER', title: '指定用户' },
];

export const statusOf = (status: number) => NOTICE_STATUSES.find((s) => s.value === status) ?? NOTICE_STATUSES[0];
export const scopeTitle = (scope: string) => NOTICE_SCOPES.find((s) => s.value === scope)?.title ?? scope;
