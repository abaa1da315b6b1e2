/**
 * Every browser test scans what it shows with axe-core (issue 13, WCAG 2.1 AA): each page state (a route with its open
 * dialogs, drawers and menus) is scanned once per test file when the page has been quiet for a moment, and again at
 * the end of a test; a critical or serious violation, or one of the rules the floor names, fails the test.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import type Axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';

/** One violation as the page reports it: the rule, its impact, and a few of the nodes it found. */
export interface A11yFinding {
  rule: string;
  impact: string | null;
  help: string;
  state: string;
  nodes: string[];
}

/** Rules that fail whatever impact axe gives them: the floor asks for one h1 and for names that match their text. */
const ALWAYS_FAIL = new Set(['page-has-heading-one', 'label-content-name-mismatch']);
const FAILING_IMPACT = new Set(['critical', 'serious']);

export function failing(finding: A11yFinding): boolean {
  return ALWAYS_FAIL.has(finding.rule) || FAILING_IMPACT.has(finding.impact ?? '');
}

/** The error a test fails with, or null. */
export function a11yError(findings: A11yFinding[]): Error | null {
  const bad = findings.filter(failing);
  if (bad.length === 0) return null;
  const lines = bad.map(
    (f) => `[${f.impact ?? 'n/a'}] ${f.rule} on ${f.state}: ${f.help}\n      ${f.nodes.join('\n      ')}`,
  );
  return new Error(`accessibility: ${bad.length} violation(s):\n  ${lines.join('\n  ')}`);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe: typeof Axe;
    __a11yClaim(state: string): Promise<Claim>;
    __a11ySeen(state: string): Promise<boolean>;
    __a11yReport(findings: A11yFinding[]): Promise<void>;
    __a11yScanNow?(): Promise<void>;
  }
}

/** Runs in every page (as an init script): watches the DOM and scans each new quiet state. */
function watchPage() {
  if (window.top !== window) return;
  const QUIET_MS = 250;
  const LONGEST_WAIT_MS = 2000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstPending = 0;
  let running: Promise<void> | null = null;
  const visible = (el: Element) =>
    (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed';
  // Loading states and motion are not what a user reads: wait for the answer, the loaded button, the shown dialog.
  const BUSY =
    '.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"], .ant-btn-loading, [class*="-appear-active"], [class*="-enter-active"], [class*="-leave-active"]';
  // Before the app has rendered (its scripts still loading) there is nothing to judge.
  const unrendered = () =>
    document.readyState !== 'complete' || document.getElementById('root')?.childElementCount === 0;
  // A mask or panel still fading or sliding (CSS transitions, finite animations) blends its colours with what is
  // under it: axe would judge a contrast no one reads. Endless ones (a processing badge's pulse) never settle.
  const moving = () =>
    document
      .getAnimations()
      .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
  // A test that looks at the page as it prints (print media emulated) is not showing it to anyone.
  const busy = () =>
    unrendered() ||
    matchMedia('print').matches ||
    moving() ||
    Array.from(document.querySelectorAll(BUSY)).some(visible);
  const overlays = () =>
    Array.from(
      document.querySelectorAll(
        '.ant-modal-title, .ant-drawer-title, .ant-popconfirm-title, .ant-dropdown-menu, .ant-select-dropdown, .ant-picker-dropdown',
      ),
    )
      .filter(visible)
      .map((el) =>
        el.classList.contains('ant-dropdown-menu')
          ? 'menu'
          : el.classList.contains('ant-select-dropdown')
            ? 'select'
            : el.classList.contains('ant-picker-dropdown')
              ? 'date panel'
              : (el.textContent ?? '').trim(),
      )
      .sort();
  const state = () => [location.pathname, ...overlays()].join(' + ');
  const scan = async (force: boolean): Promise<void> => {
    if (!document.body || unrendered() || (!force && busy())) return schedule();
    const key = state();
    const claim = await window.__a11yClaim(key);
    if (!claim) return;
    // The shell (header with its menus, side menu, tab strip) once per run; then the screen and its overlays.
    const context =
      claim === 'whole'
        ? document
        : { exclude: ['.ant-layout-sider', '.ant-layout-header', 'nav[aria-label="已打开的页面"]'] };
    const result = await window.axe.run(context, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      // region (content outside landmarks) is moderate, never fails, and the costliest walk of the page.
      rules: { 'label-content-name-mismatch': { enabled: true }, region: { enabled: false } },
      resultTypes: ['violations'],
    });
    await window.__a11yReport(
      result.violations.map((v) => ({
        rule: v.id,
        impact: v.impact ?? null,
        help: v.help,
        state: key,
        nodes: v.nodes
          .slice(0, 4)
          .map((n) => `${n.html.slice(0, 120)}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 280)}`),
      })),
    );
  };
  const run = (force: boolean): Promise<void> => {
    timer = undefined;
    firstPending = 0;
    if (running) return running.then(() => run(force));
    running = scan(force).finally(() => (running = null));
    return running;
  };
  function schedule() {
    const now = Date.now();
    firstPending ||= now;
    clearTimeout(timer);
    // A page that never stops changing (a countdown, a chart) is scanned after a while anyway.
    timer = setTimeout(() => void run(false), now - firstPending > LONGEST_WAIT_MS ? 0 : QUIET_MS);
  }
  // A test's last state: what it shows once loading has ended (at most 3 s), else as it is; nothing to wait for
  // when that state has been scanned already.
  window.__a11yScanNow = async () => {
    if (await window.__a11ySeen(state())) return;
    for (let waited = 0; busy() && waited < 3000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    return run(true);
  };
  new MutationObserver(schedule).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

/**
 * The states scanned in this run of the browser suite, across its files (one after the other): a screen every file
 * passes through (/login, /welcome) is scanned once per run. The suite's global set-up starts it empty.
 */
export const SCANNED_STATES_FILE = '.cache/a11y-scanned.txt';

export function forgetScannedStates(): void {
  rmSync(SCANNED_STATES_FILE, { force: true });
}

export interface ScannedStates {
  has(state: string): boolean;
  add(state: string): void;
}

export function scannedStates(): ScannedStates {
  const seen = new Set(
    existsSync(SCANNED_STATES_FILE) ? readFileSync(SCANNED_STATES_FILE, 'utf8').split('\n').filter(Boolean) : [],
  );
  mkdirSync(dirname(SCANNED_STATES_FILE), { recursive: true });
  return {
    has: (state: string) => seen.has(state),
    add(state: string) {
      seen.add(state);
      appendFileSync(SCANNED_STATES_FILE, `${state.replace(/\n/g, ' ')}\n`);
    },
  };
}

/** What a page may scan of a new state: the whole page, or (the shell scanned already in this run) the screen. */
type Claim = 'whole' | 'screen' | false;
const SHELL_STATE = '(the signed-in shell)';

export interface A11yRecorder {
  findings(): A11yFinding[];
  /** Scans the page's current state if no scan has seen it yet (a test's last state). */
  finish(page: Page): Promise<void>;
}

/**
 * Installs the scanner in every page of the context; `seen` holds the states already scanned (`scannedStates()`), so
 * that a screen many tests open costs one scan.
 */
export async function installA11yScanner(context: BrowserContext, seen: ScannedStates): Promise<A11yRecorder> {
  const found: A11yFinding[] = [];
  // axe (half a megabyte) goes into a page only when it has a state to scan: most pages of a run show states
  // already scanned, and parsing axe on each of them cost more than the scans.
  await context.exposeBinding('__a11yClaim', async ({ frame }, state: string): Promise<Claim> => {
    if (seen.has(state)) return false;
    seen.add(state);
    const shellSeen = seen.has(SHELL_STATE);
    if (!shellSeen && (await frame.evaluate(() => !!document.querySelector('.ant-layout-sider'))))
      seen.add(SHELL_STATE);
    // Evaluated through the DevTools protocol: the page's CSP (no eval, no inline script) does not apply to it.
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource);
    return shellSeen ? 'screen' : 'whole';
  });
  await context.exposeBinding('__a11ySeen', (_source, state: string) => seen.has(state));
  await context.exposeBinding('__a11yReport', (_source, findings: A11yFinding[]) => {
    found.push(...findings);
  });
  await context.addInitScript({ content: `(${watchPage.toString()})();` });
  return {
    findings: () => [...found],
    async finish(page) {
      await page.evaluate(() => window.__a11yScanNow?.()).catch(() => undefined);
    },
  };
}
