import { Badge } from 'antd';
import type { MfgBomPageData } from '@/shared/api';

export type MfgBom = MfgBomPageData['rows'][number];
export type BomState = MfgBom['state'];

export const BOM_STATES: Record<BomState, { text: string; badge: 'default' | 'success' | 'warning' }> = {
  DRAFT: { text: '草稿', badge: 'default' },
  RELEASED: { text: '已发布', badge: 'success' },
  FROZEN: { text: '已冻结', badge: 'warning' },
};

export const bomStateBadge = (state: BomState) => (
  <Badge status={BOM_STATES[state].badge} text={BOM_STATES[state].text} />
);
