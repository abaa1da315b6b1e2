/**
 * The table render benchmark's page (`npm run bench` builds and drives it in Chromium): each variant renders the
 * same 200 x 12 rows; `benchRender(variant)` mounts one into a fresh root synchronously, forces layout, and answers
 * the milliseconds that took, then unmounts.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { benchRows } from './rows';
import { variants, type VariantName } from './variants';

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

declare global {
  interface Window {
    benchRender: typeof benchRender;
    benchVariants: readonly VariantName[];
  }
}
window.benchRender = benchRender;
window.benchVariants = Object.keys(variants) as VariantName[];
