import type { StLocation, StStock } from '@/entities/storage/stock';
import type { StIsolationPageData } from '@/shared/api';
import type { StateLook } from '@/shared/ui/state-tag';

/** An isolation as the list shows it (openapi/scm/storage-mgmt.yaml → StIsolation). */
export type IsolationRow = StIsolationPageData['rows'][number];

/** 来源 of an isolation (docs/design/scm-storage.md → 库存隔离); IQC ones are made by quality's disposition. */
export const ISOLATION_SOURCES: Record<IsolationRow['sourceType'], StateLook> = {
  MANUAL: { label: '人工', color: 'default' },
  IQC: { label: 'IQC 判定', color: 'red' },
  RFE: { label: 'RFE', color: 'purple' },
  COMPLAINT: { label: '客诉', color: 'orange' },
};

/** What a person may choose when isolating by hand (IQC ones come from quality). */
export const MANUAL_SOURCES = (['MANUAL', 'RFE', 'COMPLAINT'] as const).map((value) => ({
  value,
  title: ISOLATION_SOURCES[value].label,
}));

export const ISOLATION_STATES: Record<IsolationRow['state'], StateLook> = {
  ISOLATED: { label: '隔离中', color: 'error' },
  RELEASED: { label: '已释放', color: 'default' },
};

/** 隔离中 = 隔离数量 − 已释放. */
export const stillIsolated = (row: Pick<IsolationRow, 'qty' | 'releasedQty' | 'uomPrecision'>) =>
  Math.max(0, Number((row.qty - row.releasedQty).toFixed(row.uomPrecision)));

/** 释放数量 ≤ 隔离中 (1018012: 释放数量 300 超过隔离中 200). */
export function releaseQtyProblem(qty: unknown, row: Pick<IsolationRow, 'qty' | 'releasedQty' | 'uomPrecision'>) {
  if (typeof qty !== 'number') return undefined;
  const left = stillIsolated(row);
  return qty > left ? `释放数量 ${qty} 超过隔离中 ${left}` : undefined;
}

/** Stock already on an isolation location is isolated: nothing to do here. */
export const alreadyIsolated = (stock: Pick<StStock, 'isolationLocation' | 'locationCode'> | undefined) =>
  stock?.isolationLocation ? `库存已在隔离库位 ${stock.locationCode}，不用再隔离` : undefined;

/**
 * Where a row may be isolated (docs/design/scm-storage.md → 库存隔离): an enabled isolation location of its own
 * warehouse, or of a warehouse kept for rejects (不良品仓: every location of it is an isolation location).
 */
export function isolationTargets(locations: readonly StLocation[], houseId: string | undefined): StLocation[] {
  if (!houseId) return [];
  const rejectHouses = new Set(
    locations
      .filter((location) => locations.every((other) => other.houseId !== location.houseId || other.isolation))
      .map((location) => location.houseId),
  );
  return locations.filter(
    (location) =>
      location.isolation &&
      location.status === 0 &&
      (location.houseId === houseId || rejectHouses.has(location.houseId)),
  );
}
