import { remainingDays, roundQty, type StStock } from '@/entities/storage/stock';
import { rfeEmpty, type RfeValues } from './rfe-form';

/** What a stock row gives the form: its values and the material as the picker shows it. */
export interface RfeFromStock {
  values: RfeValues;
  material: { code: string; name: string; uomName: string; uomPrecision: number };
}

type StockFields = Pick<
  StStock,
  | 'batchId'
  | 'batchNo'
  | 'locationId'
  | 'materialId'
  | 'materialCode'
  | 'materialName'
  | 'uomName'
  | 'uomPrecision'
  | 'houseId'
  | 'onHandQty'
  | 'expiryDate'
  | 'shelfLifeDays'
>;

/** 保质期 730 天，已于 2026-11-08 到期 / 保质期 365 天，将于 2026-12-15 到期（剩余 16 天）. */
function reasonText(row: StockFields, today: string): string | null {
  if (!row.expiryDate) return null;
  const life = row.shelfLifeDays ? `保质期 ${row.shelfLifeDays} 天，` : '';
  const days = remainingDays(row.expiryDate, today);
  return days < 0 ? `${life}已于 ${row.expiryDate} 到期` : `${life}将于 ${row.expiryDate} 到期（剩余 ${days} 天）`;
}

/**
 * 复检申请 from storage's 效期查询 (`/quality/rfeApply?batchId=&locationId=`, docs/design/scm-storage.md → 效期查询):
 * the form starts from the batch's stock at that location — material, batch, warehouse, 复检数量 = what is there,
 * 来源 效期查询, 原因 保质期到期 with the dates. The rows are the stock the server answered for the batch and location
 * (all of them when it ignores the conditions, as the mock does: the filter picks). Null when none is there.
 */
export function rfeFromStock(
  rows: readonly StockFields[],
  batchId: string,
  locationId: string,
  today: string,
): RfeFromStock | null {
  const here = rows.filter((r) => r.batchId === batchId && r.locationId === locationId);
  const [first] = here;
  if (!first) return null;
  const qty = roundQty(
    here.reduce((sum, r) => sum + r.onHandQty, 0),
    first.uomPrecision,
  );
  return {
    values: {
      ...rfeEmpty,
      sourceType: 'STOCK_EXPIRY',
      reason: 'SHELF_LIFE',
      reasonText: reasonText(first, today) ?? '',
      materialId: first.materialId,
      batchNo: first.batchNo,
      houseId: first.houseId,
      qty,
    },
    material: {
      code: first.materialCode,
      name: first.materialName,
      uomName: first.uomName,
      uomPrecision: first.uomPrecision,
    },
  };
}
