import type { AsnDetail } from './types';

export type AsnState = AsnDetail['state'];

/** ASN 状态 (docs/design/scm-purchase.md → 到货通知), each with its title and an antd Tag colour. */
export const ASN_STATES: Record<AsnState, { label: string; color: string }> = {
  DRAFT: { label: '草稿', color: 'default' },
  SHIPPED: { label: '已发货', color: 'processing' },
  PARTIAL: { label: '部分收货', color: 'cyan' },
  RECEIVED: { label: '已收货', color: 'success' },
  CLOSED: { label: '已关闭', color: 'purple' },
  CANCELLED: { label: '已取消', color: 'default' },
};
