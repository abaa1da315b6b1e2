import {
  batchProblem,
  issuableQty,
  lineOfStock,
  qtyProblem,
  suggestRule,
  type IssueLine,
  type IssuePurpose,
  type StStock,
} from '@/entities/storage/stock';

/** 类型 报废 (dictionary st_other_out_type): the only issue that may take expired and 不合格 stock. */
export const SCRAP_TYPE = 'SCRAP';

/** What an 其他出库 of this 类型 issues for: a scrap, or an issue like any other. */
export const purposeOf = (otherType: string | null | undefined): IssuePurpose =>
  otherType === SCRAP_TYPE ? 'SCRAP' : 'ISSUE';

/**
 * The line of a stock row brought from 效期查询 (`?scrapStockId=`): the whole of what may be scrapped there, the row
 * itself being the batch asked for (FEFO puts an expired lot first anyway, so no reason is asked).
 */
export function scrapLineOf(row: StStock): IssueLine {
  return {
    ...lineOfStock(row, { batchNo: row.batchNo, rule: suggestRule(row.shelfLifeDays ?? null, false) }),
    materialId: row.materialId,
    stockId: row.id,
    qty: issuableQty(row, 'SCRAP', row.uomPrecision),
    // The grid's empty inputs (the save turns them into null).
    reason: '',
    remark: '',
  };
}

/**
 * What the 类型 refuses of the lines' stock, by line, as the server says it (1018202 expired, 1018203 not 合格,
 * 1018204 above 可用): the grid says it at the cells as the 类型 changes, and the save checks it again against the
 * stock rows the lines take (the saved lines hold only their ids).
 */
export function unfitLines(
  lines: readonly { stockId: string; qty: number }[],
  rows: readonly StStock[],
  purpose: IssuePurpose,
  today: string,
): string[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return lines.flatMap((line, index) => {
    const row = byId.get(line.stockId);
    if (!row) return [];
    const shown = { ...lineOfStock(row, { rule: 'NONE' }), qty: line.qty };
    const problem = batchProblem(shown, today, purpose) ?? qtyProblem(shown, purpose);
    return problem ? [`第 ${index + 1} 行 ${problem}`] : [];
  });
}
