const DAY = 86_400_000;

/** 库龄 in days: today − the batch's first receipt into the warehouse (the receipt's day is 0); dates as YYYY-MM-DD. */
export function ageDays(firstInDate: string, today: string): number {
  return Math.max(0, Math.round((Date.parse(today.slice(0, 10)) - Date.parse(firstInDate.slice(0, 10))) / DAY));
}

/** An AIW rule's three limits: bands 0–b1, b1+1–b2, b2+1–b3, > b3. */
export interface AgeBands {
  band1Days: number;
  band2Days: number;
  band3Days: number;
}

/** The band (1–4) an age falls in; each limit belongs to the band it ends (90 → 0–90, 91 → 91–180). */
export function ageBand(age: number, bands: AgeBands): 1 | 2 | 3 | 4 {
  if (age <= bands.band1Days) return 1;
  if (age <= bands.band2Days) return 2;
  if (age <= bands.band3Days) return 3;
  return 4;
}

/** The four bands' titles: 0–90 天, 91–180 天, 181–365 天, 365 天以上. */
export function bandTitles(bands: AgeBands): [string, string, string, string] {
  return [
    `0–${bands.band1Days} 天`,
    `${bands.band1Days + 1}–${bands.band2Days} 天`,
    `${bands.band2Days + 1}–${bands.band3Days} 天`,
    `${bands.band3Days} 天以上`,
  ];
}

/** 库龄段须递增 (1018606), said before sending. */
export function bandsProblem(bands: Partial<AgeBands>): string | undefined {
  const { band1Days: a, band2Days: b, band3Days: c } = bands;
  if (a == null || b == null || c == null) return undefined;
  return a < b && b < c ? undefined : `库龄段须递增：第一段 < 第二段 < 第三段（现为 ${a}、${b}、${c}）`;
}

export interface AgedStock {
  /** The line it adds to (a material group, a material in a warehouse). */
  key: string;
  qty: number;
  firstInDate: string;
}

export interface BandTotals {
  key: string;
  /** The quantity in each band (index 0 = band 1). */
  qty: [number, number, number, number];
  /** How many stock rows (batches) in each band. */
  rows: [number, number, number, number];
}

/** The stock of each line (a group, a material in a warehouse) by band (AIW 的库龄分布), in the order first met. */
export function bandTotals(stock: readonly AgedStock[], bands: AgeBands, today: string): BandTotals[] {
  const byGroup = new Map<string, BandTotals>();
  for (const row of stock) {
    const totals = byGroup.get(row.key) ?? { key: row.key, qty: [0, 0, 0, 0], rows: [0, 0, 0, 0] };
    const index = (ageBand(ageDays(row.firstInDate, today), bands) - 1) as 0 | 1 | 2 | 3;
    totals.qty[index] += row.qty;
    totals.rows[index] += 1;
    byGroup.set(row.key, totals);
  }
  return [...byGroup.values()];
}
