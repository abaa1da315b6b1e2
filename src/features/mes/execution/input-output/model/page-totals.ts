import { formatQuantity } from '@/entities/mes/mfg-order';
import { type MfgOutputPageData, mfgOutputPageSource } from '@/shared/api';

export type OutputRecord = MfgOutputPageData['rows'][number];

/** The page's 投入合计 and 产出合计, by unit (a page may mix 台 and 千克). */
export interface PageTotals {
  input: Record<string, { quantity: number; precision: number }>;
  output: Record<string, { quantity: number; precision: number }>;
}

export function pageTotals(rows: readonly OutputRecord[]): PageTotals {
  const totals: PageTotals = { input: {}, output: {} };
  for (const r of rows) {
    const side = r.type === 'INPUT' ? totals.input : totals.output;
    const sum = side[r.unitName] ?? { quantity: 0, precision: r.unitPrecision };
    sum.quantity += r.quantity;
    sum.precision = Math.max(sum.precision, r.unitPrecision);
    side[r.unitName] = sum;
  }
  return totals;
}

/** '150 台，1.250 千克'; '0' when nothing. */
export function totalsText(side: PageTotals['input']): string {
  const parts = Object.entries(side).map(([unit, s]) => `${formatQuantity(s.quantity, s.precision)} ${unit}`);
  return parts.length ? parts.join('，') : '0';
}

type Listener = () => void;
let shown: readonly OutputRecord[] = [];
const listeners = new Set<Listener>();

/** The rows of the page last fetched, for the totals row (the table kit has no summary row of its own). */
export const shownRows = {
  get: () => shown,
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** The generated source, telling the totals what each fetch answered. */
export const outputSource: typeof mfgOutputPageSource = {
  ...mfgOutputPageSource,
  fetch: async (query, options) => {
    const page = await mfgOutputPageSource.fetch(query, options);
    shown = page.rows;
    listeners.forEach((listener) => listener());
    return page;
  },
};
