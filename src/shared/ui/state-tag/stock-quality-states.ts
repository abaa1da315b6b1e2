import type { scmSchemas } from '@/shared/api';
import type { StateLook } from './StateTag';

/** 质量状态 of a batch in stock: the contract's one enum (PoQualityState), read by storage's stock and purchase's returns. */
export type StockQualityState = scmSchemas['schemas']['PoQualityState'];

/**
 * How a 质量状态 shows (docs/design/scm-storage.md → The stock row): quality decides it, storage and purchase show it
 * alike — here once, since two entities read it (an entity never imports another).
 */
export const STOCK_QUALITY_STATES: Record<StockQualityState, StateLook> = {
  PENDING: { label: '待检', color: 'default' },
  QUALIFIED: { label: '合格', color: 'success' },
  REJECTED: { label: '不合格', color: 'error' },
  FROZEN: { label: '冻结', color: 'purple' },
};
