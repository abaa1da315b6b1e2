import { Badge } from 'antd';
import type { MfgRoutingPageData } from '@/shared/api';

export type MfgRouting = MfgRoutingPageData['rows'][number];
export type RoutingState = MfgRouting['state'];

export const ROUTING_STATES: Record<RoutingState, { text: string; badge: 'default' | 'success' | 'error' }> = {
  DRAFT: { text: '草稿', badge: 'default' },
  ACTIVE: { text: '生效', badge: 'success' },
  INACTIVE: { text: '停用', badge: 'error' },
};

export const routingStateBadge = (state: RoutingState) => (
  <Badge status={ROUTING_STATES[state].badge} text={ROUTING_STATES[state].text} />
);
