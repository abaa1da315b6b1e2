/**
 * The table render benchmark's page (`npm run bench` builds and drives it in Chromium): each variant renders the
 * same 200 x 12 rows; `benchRender(variant)` mounts one into a fresh root synchronously, forces layout, and answers
 * the milliseconds that took, then unmounts.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { benchRows, REQUEST_MS } from './rows';
import { pagingVariant, variants, type VariantName } from './variants';

const rows = benchRows();
const host = document.getElementById('bench');

function benchRender(name: VariantName): number {
  if (!host) throw new Error('no #bench element');
  const container = document.createElement('div');
  host.replaceChildren(container);
  const root = createRoot(container);
  const element = variants[name](rows);
  const started = performance.now();
  flushSync(() => root.render(element));
  // Reading layout makes the browser do style and layout now, so both count.
  void container.getBoundingClientRect().height;
  const elapsed = performance.now() - started;
  root.unmount();
  return elapsed;
}

const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => requestAnimationFrame(resolve));
}

/**
 * A page change as a user sees it: from the click on page 2 to its rows painted (the next frame after they are in
 * the DOM). The answer comes REQUEST_MS after the request; `tableMs` is the rest.
 */
async function benchPaging(): Promise<{ totalMs: number; tableMs: number }> {
  if (!host) throw new Error('no #bench element');
  const container = document.createElement('div');
  host.replaceChildren(container);
  const root = createRoot(container);
  root.render(pagingVariant(rows));
  const firstOf = (page: number) => rows[(page - 1) * 20]?.code ?? '';
  const shows = (code: string) => [...container.querySelectorAll('td')].some((cell) => cell.textContent === code);
  await until(() => shows(firstOf(1)));
  await painted();
  const next = container.querySelector<HTMLElement>('.ant-pagination-item-2');
  if (!next) throw new Error('no page 2');
  const started = performance.now();
  next.click();
  await until(() => shows(firstOf(2)));
  await painted();
  const totalMs = performance.now() - started;
  root.unmount();
  return { totalMs, tableMs: totalMs - REQUEST_MS };
}

declare global {
  interface Window {
    benchPaging: typeof benchPaging;
    benchRender: typeof benchRender;
    benchVariants: readonly VariantName[];
  }
}
window.benchRender = benchRender;
window.benchPaging = benchPaging;
window.benchVariants = Object.keys(variants) as VariantName[];
