import type { StLockPageData } from '@/shared/api';
import type { StateLook } from '@/shared/ui/state-tag';

/** A lock as the list shows it (openapi/scm/storage-mgmt.yaml → StLock). */
export type LockRow = StLockPageData['rows'][number];

/** 来源 of a lock (docs/design/scm-storage.md → 库存锁定). */
export const LOCK_SOURCES: Record<LockRow['sourceType'], StateLook> = {
  QC: { label: '质检', color: 'orange' },
  RESERVE: { label: '预留', color: 'blue' },
  MANUAL: { label: '人工', color: 'default' },
};

export const LOCK_STATES: Record<LockRow['state'], StateLook> = {
  LOCKED: { label: '锁定中', color: 'processing' },
  UNLOCKED: { label: '已解锁', color: 'default' },
};

/** 锁定中 = 锁定数量 − 已解锁数. */
export const stillLocked = (lock: Pick<LockRow, 'qty' | 'unlockedQty' | 'uomPrecision'>) =>
  Math.max(0, Number((lock.qty - lock.unlockedQty).toFixed(lock.uomPrecision)));

/** 解锁数量 ≤ 锁定中 (1018012: 解锁数量 50 超过锁定中 40); empty is 全部. */
export function unlockQtyProblem(qty: number | null, lock: Pick<LockRow, 'qty' | 'unlockedQty' | 'uomPrecision'>) {
  if (qty === null) return undefined;
  const left = stillLocked(lock);
  return qty > left ? `解锁数量 ${qty} 超过锁定中 ${left}` : undefined;
}
