/**
 * Line-entry benchmark (issue 23: the editable grid): builds scripts/bench/grid-edit on the production build's
 * settings, serves it, and in Chromium times, for 1000 lines x 8 editable columns, the first paint, a keystroke to
 * the character painted, and a 200 x 5 paste, for the EditableGrid and for antd's Form + Table pattern.
 */
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type Page } from 'playwright-core';
import { build, preview } from 'vite';
import { median } from './table-render.ts';

/** Runs per variant: the Form + Table pattern takes seconds per mount, so it gets fewer (its first mount warms up). */
const RUNS = {
  EditableGrid: { mounts: 6, keys: 20, pastes: 4 },
  'antd Form + Table': { mounts: 2, keys: 8, pastes: 1 },
} as const;

export interface GridTimes {
  firstPaintMs: number;
  keystrokeMs: number;
  pasteMs: number;
}

type Variant = 'EditableGrid' | 'antd Form + Table';

async function keystroke(page: Page, variant: Variant): Promise<number> {
  if (variant === 'EditableGrid') {
    await page.locator('[data-cell="5:1"]').click();
    await page.keyboard.press('A');
    await page.getByLabel('第 6 行 物料名称').waitFor();
  } else {
    await page.getByLabel('物料名称6', { exact: true }).click();
  }
  await page.evaluate(() => {
    window.benchKeystroke = window.armKeystroke();
  });
  await page.keyboard.press('B');
  const ms = await page.evaluate(() => window.benchKeystroke ?? Promise.resolve(Number.NaN));
  if (variant === 'EditableGrid') await page.keyboard.press('Escape');
  return ms;
}

async function measure(page: Page, variant: Variant): Promise<GridTimes> {
  const runs = RUNS[variant];
  const mounts: number[] = [];
  const keys: number[] = [];
  const pastes: number[] = [];
  for (let i = 0; i < runs.mounts; i += 1) mounts.push(await page.evaluate((name) => window.benchMount(name), variant));
  for (let i = 0; i < runs.keys; i += 1) keys.push(await keystroke(page, variant));
  for (let i = 0; i < runs.pastes; i += 1) {
    // Each paste on fresh lines; the first on the mount the keystrokes used.
    if (i > 0) await page.evaluate((name) => window.benchMount(name), variant);
    pastes.push(await page.evaluate((name) => window.benchPaste(name), variant));
  }
  // The first mount warms the JIT and the styles: the median of the rest.
  return { firstPaintMs: median(mounts.slice(1)), keystrokeMs: median(keys.slice(2)), pasteMs: median(pastes) };
}

export async function measureGridEdit(root: string): Promise<Record<Variant, GridTimes>> {
  const config = {
    root: join(root, 'scripts/bench/grid-edit'),
    configFile: false as const,
    logLevel: 'warn' as const,
    base: './',
    plugins: [react()],
    resolve: { alias: [{ find: /^@\//, replacement: `${join(root, 'src')}/` }] },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { outDir: join(root, '.bench/grid-edit'), emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 4000 },
    preview: { host: '127.0.0.1', port: Number(process.env.BENCH_GRID_PORT ?? 4398), strictPort: true },
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
    await page.waitForFunction(() => Array.isArray(window.gridVariants));
    return {
      EditableGrid: await measure(page, 'EditableGrid'),
      'antd Form + Table': await measure(page, 'antd Form + Table'),
    };
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}

/** Issue 23's goals for 1000 lines x 8 columns. */
const GOALS: Record<keyof GridTimes, number> = { firstPaintMs: 500, keystrokeMs: 50, pasteMs: 300 };
const LABELS: Record<keyof GridTimes, string> = {
  firstPaintMs: 'first paint',
  keystrokeMs: 'keystroke → painted',
  pasteMs: 'paste 200 x 5',
};

/** Prints the figures side by side with the ratio; answers how many are over their goal. */
export function printGridEdit(times: Record<Variant, GridTimes>): number {
  const ours = times.EditableGrid;
  const theirs = times['antd Form + Table'];
  console.log('\nLine entry: 1000 lines x 8 editable columns in Chromium (medians)');
  console.log(
    `${'measure'.padEnd(22)} ${'EditableGrid'.padStart(13)} ${'antd Form+Table'.padStart(16)} ${'ratio'.padStart(9)} ${'goal'.padStart(9)}  verdict`,
  );
  let over = 0;
  for (const key of Object.keys(GOALS) as (keyof GridTimes)[]) {
    const ok = ours[key] <= GOALS[key];
    if (!ok) over += 1;
    console.log(
      `${LABELS[key].padEnd(22)} ${`${ours[key].toFixed(1)} ms`.padStart(13)} ${`${theirs[key].toFixed(1)} ms`.padStart(16)} ${(ours[key] / theirs[key]).toPrecision(2).padStart(9)} ${`${GOALS[key]} ms`.padStart(9)}  ${ok ? 'within goal' : 'OVER GOAL'}`,
    );
  }
  console.log('ratio = EditableGrid / antd Form + Table (one Form.Item per cell, every line rendered)');
  return over;
}
