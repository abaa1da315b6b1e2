import { stLocationListQueryOptions } from '@/shared/api';
import type { StLocation } from '../model/types';

/**
 * Every location with its warehouse and isolation flag, fetched once and filtered on the client by warehouse (the
 * mock answers every warehouse's; a real server's answer to `houseId` passes the same filter).
 */
export const stockLocations = stLocationListQueryOptions({ query: {} });

/** Which locations a picker offers. */
export interface LocationScope {
  /** Only this warehouse's (none chosen yet: nothing to pick). */
  houseId?: string | null;
  /** Isolation locations only (库存隔离's target), or none of them (移库's target, 上架, 退料的余料). */
  isolation?: 'only' | 'exclude';
  /** Leave out one location (the source of a move). */
  except?: string | null;
}

export function inScope(location: StLocation, scope: LocationScope): boolean {
  if (scope.houseId && location.houseId !== scope.houseId) return false;
  if (scope.isolation === 'only' && !location.isolation) return false;
  if (scope.isolation === 'exclude' && location.isolation) return false;
  return location.id !== scope.except;
}
