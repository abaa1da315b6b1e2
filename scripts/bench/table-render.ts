/**
 * Table render benchmark (DESIGN.md §9: the DataTable adds at most 20% to a plain antd Table rendering the same
 * 200 rows): builds the page in scripts/bench/table-render, serves it, and times every variant in Chromium.
 */
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';

const WARMUP = 5;
const RUNS = 25;

export interface RenderTimes {
  variant: string;
  medianMs: number;
  minMs: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export async function measureTableRender(root: string): Promise<RenderTimes[]> {
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
    const samples = new Map<string, number[]>(names.map((name) => [name, []]));
    for (let run = 0; run < WARMUP + RUNS; run += 1) {
      // Interleaved, so drift (GC, JIT, thermal) hits every variant alike.
      for (const name of names) {
        const ms = await page.evaluate((variant) => window.benchRender(variant), name);
        if (run >= WARMUP) samples.get(name)?.push(ms);
      }
    }
    return names.map((variant) => {
      const values = samples.get(variant) ?? [];
      return { variant, medianMs: median(values), minMs: Math.min(...values) };
    });
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}
