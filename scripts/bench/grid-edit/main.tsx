/**
 * The line-entry benchmark's page (`npm run bench` builds and drives it in Chromium): 1000 lines x 8 editable
 * columns in the EditableGrid and in antd's Form + Table pattern. Each measure ends when the result is painted
 * (the frame after the change is in the DOM).
 */
import type { FormInstance } from 'antd';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { benchLines, pasteText } from './lines';
import { variants, withLocale, type VariantName } from './variants';

const host = document.getElementById('bench');
let root: Root | undefined;
let form: FormInstance | undefined;

const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Mounts a variant with fresh lines; answers the milliseconds to its first paint. */
async function benchMount(name: VariantName): Promise<number> {
  if (!host) throw new Error('no #bench element');
  root?.unmount();
  const container = document.createElement('div');
  host.replaceChildren(container);
  root = createRoot(container);
  const element = withLocale(variants[name](benchLines(), (f) => (form = f)));
  const started = performance.now();
  flushSync(() => root?.render(element));
  void container.getBoundingClientRect().height;
  await painted();
  return performance.now() - started;
}

/**
 * One keystroke in a cell being edited, from the key event to the character painted. Playwright presses the key;
 * the page stamps the keydown (capture) and the next paint after the input changed.
 */
function armKeystroke(): Promise<number> {
  return new Promise((resolve) => {
    let started = 0;
    const onKey = () => (started = performance.now());
    const onInput = () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('input', onInput, true);
      void painted().then(() => resolve(performance.now() - started));
    };
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('input', onInput, true);
  });
}

/** The 200 x 5 block pasted from line 11's first cell (the grid), or set into the form's fields (antd). */
async function benchPaste(name: VariantName): Promise<number> {
  const text = pasteText();
  const started = performance.now();
  if (name === 'EditableGrid') {
    const cell = document.querySelector<HTMLElement>('[data-cell="10:0"]');
    if (!cell) throw new Error('no cell 10:0');
    cell.focus();
    const data = new DataTransfer();
    data.setData('text/plain', text);
    cell.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  } else {
    const values = text.split('\n').map((row) => row.split('\t'));
    const fields = ['materialCode', 'materialName', 'spec', 'quantity', 'price'];
    form?.setFields(
      values.flatMap((cells, r) =>
        cells.map((value, c) => ({ name: ['lines', 10 + r, fields[c] ?? ''], value: c >= 3 ? Number(value) : value })),
      ),
    );
  }
  await painted();
  return performance.now() - started;
}

declare global {
  interface Window {
    benchMount: typeof benchMount;
    armKeystroke: typeof armKeystroke;
    benchPaste: typeof benchPaste;
    gridVariants: readonly VariantName[];
    benchKeystroke?: Promise<number>;
  }
}
window.benchMount = benchMount;
window.armKeystroke = armKeystroke;
window.benchPaste = benchPaste;
window.gridVariants = Object.keys(variants) as VariantName[];
