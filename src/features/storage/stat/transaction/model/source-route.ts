import type { StLedgerRow } from '@/entities/storage/stock';

type SourceType = StLedgerRow['sourceType'];

/**
 * The storage document lists a ledger row's source opens, each with its number as the list's condition (a declared
 * list reads its conditions from the URL). Sources without a storage list of their own (quality's IQC and RFE,
 * purchase returns, the old OTHER, transfers and counts of this issue's other parts) show their number unlinked.
 */
const SOURCE_LISTS: Partial<Record<SourceType, { path: string; key: string }>> = {
  RECEIPT: { path: '/storage/asn/receiving', key: 'docNo' },
  PUTAWAY: { path: '/storage/entry/purchase', key: 'docNo' },
  MO_RECEIPT: { path: '/storage/entry/manufacture', key: 'docNo' },
  OTHER_IN: { path: '/storage/entry/other', key: 'docNo' },
  ISSUE: { path: '/storage/issue/manufacture', key: 'docNo' },
  MFG_RETURN: { path: '/storage/issue/manufactureReturn', key: 'docNo' },
  SHIPMENT: { path: '/storage/issue/sales', key: 'docNo' },
  OTHER_OUT: { path: '/storage/issue/other', key: 'docNo' },
  MOVE: { path: '/storage/inventory/move', key: 'docNo' },
  OPENING: { path: '/storage/inventory/initialStock', key: 'docNo' },
  LOCK: { path: '/storage/inventory/lock', key: 'lockNo' },
  ISOLATION: { path: '/storage/inventory/isolation', key: 'isolationNo' },
};

/** Where a row's source document is listed, or null. */
export function sourceRoute(row: Pick<StLedgerRow, 'sourceType' | 'sourceNo'>): string | null {
  const list = SOURCE_LISTS[row.sourceType];
  return list ? `${list.path}?${list.key}=${encodeURIComponent(row.sourceNo)}` : null;
}

/**
 * A row's batch in 库存明细 (its list reads `batchNo` from the URL; a stock row there opens 批次详情). The ledger row
 * carries the batch's number, not the id 批次详情 is opened by.
 */
export function batchRoute(row: Pick<StLedgerRow, 'batchNo'>): string {
  return `/storage/inventory/query/detailList?batchNo=${encodeURIComponent(row.batchNo)}`;
}
