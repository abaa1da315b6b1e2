/**
 * Table render benchmark (architecture.md §9: the DataTable adds at most 20% to a plain antd Table rendering the same
 * 200 rows): builds the page in scripts/bench/table-render, serves it, and times both in Chromium, paired.
 */
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';

const WARMUP = 5;
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const PAGING_RUNS = 20;

/** The DataTable against a plain antd Table showing the same columns, index column and pagination. */
export interface PairedTimes {
  runs: number;
  oursMs: number[];
  plainMs: number[];
  /** ours / plain of each iteration (both rendered back to back, the order alternating). */
  ratios: number[];
  /** A page change from the click to the new rows painted, with a fixed request time (REQUEST_MS) inside. */
  pagingMs: number[];
  pagingTableMs: number[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export async function measureTableRender(root: string): Promise<PairedTimes> {
  const pageRoot = join(root, 'scripts/bench/table-render');
  const outDir = join(root, '.bench/table-render');
  const config = {
    root: pageRoot,
    configFile: false as const,
    logLevel: 'warn' as const,
    base: './',
    plugins: [react()],
    resolve: { alias: [{ find: /^@\//, replacement: `${join(root, 'src')}/` }] },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 4000 },
    preview: { host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 4399), strictPort: true },
  };
  await build(config);
  const server = await preview(config);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${config.preview.port}/`);
    await page.waitForFunction(() => Array.isArray(window.benchVariants));
    const names = await page.evaluate(() => [...window.benchVariants]);
    if (!names.includes('DataTable') || !names.includes('antd Table'))
      throw new Error('the table benchmark needs the DataTable and antd Table variants');
    const render = (variant: string) =>
      page.evaluate((name) => window.benchRender(name), variant as (typeof names)[number]);
    const result: PairedTimes = { runs: RUNS, oursMs: [], plainMs: [], ratios: [], pagingMs: [], pagingTableMs: [] };
    for (let run = 0; run < WARMUP + RUNS; run += 1) {
      // Paired and alternating: each iteration renders both back to back, who goes first alternates, so drift
      // (GC, JIT, the machine's other load) hits both sides of a pair alike.
      const oursFirst = run % 2 === 0;
      const first = await render(oursFirst ? 'DataTable' : 'antd Table');
      const second = await render(oursFirst ? 'antd Table' : 'DataTable');
      if (run < WARMUP) continue;
      const [ours, plain] = oursFirst ? [first, second] : [second, first];
      result.oursMs.push(ours);
      result.plainMs.push(plain);
      result.ratios.push(ours / plain);
    }
    for (let run = 0; run < WARMUP + PAGING_RUNS; run += 1) {
      const { totalMs, tableMs } = await page.evaluate(() => window.benchPaging());
      if (run < WARMUP) continue;
      result.pagingMs.push(totalMs);
      result.pagingTableMs.push(tableMs);
    }
    return result;
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}
