import type { PmProjDetailData } from '@/shared/api';

export type ProjStatus = PmProjDetailData['projStatus'];
type BadgeStatus = 'success' | 'processing' | 'default' | 'error' | 'warning';

/** A project's states (the contract's projStatus) in the order a project goes through them, with their badge. */
export const PROJ_STATUSES: readonly { value: ProjStatus; title: string; badge: BadgeStatus }[] = [
  { value: 'DRAFT', title: '草稿', badge: 'default' },
  { value: 'APPROVING', title: '立项审批中', badge: 'warning' },
  { value: 'ONGOING', title: '进行中', badge: 'processing' },
  { value: 'PAUSED', title: '暂停', badge: 'error' },
  { value: 'CLOSED', title: '已结项', badge: 'success' },
  { value: 'CANCELLED', title: '已取消', badge: 'default' },
];

export const projStatusTitle = (status: string) => PROJ_STATUSES.find((s) => s.value === status)?.title ?? status;
