/** Debian's Chromium driven by playwright-core (its own browser download does not work here). */
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { a11yError, installA11yScanner, scannedStates, type ScannedStates } from './accessibility';
import { consoleError, createConsoleRecorder } from './console-errors';
import { createViolationRecorder, violationError } from './contract-violations';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserHarness {
  page: Page;
  context: BrowserContext;
  url(path: string): string;
  /** This test provokes this console error on purpose: it is not a problem, and it must be printed (console-errors.ts). */
  expectConsoleError(pattern: RegExp): void;
}

/**
 * One Chromium per test file (call at the top of the file), a fresh context per test, a screenshot in test-results/ when a
 * test fails; a test fails when the mock answers any of its requests with 422 or an `sl-violations` header, and when
 * a page prints a console error or a React/antd warning, or throws (an uncaught error, an unhandled rejection), and
 * when axe-core finds a critical or serious accessibility violation in any state a page showed.
 */
export function setupBrowser(viewport = { width: 1440, height: 900 }): BrowserHarness {
  let browser: Browser;
  const harness = {} as BrowserHarness;
  // The page states axe has scanned in this run of the suite: a screen many tests open is scanned once.
  let scanned: ScannedStates;
  const appUrl = inject('appUrl');
  harness.url = (path) => `${appUrl}${path}`;

  beforeAll(async () => {
    scanned = scannedStates();
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Playwright gives every launch a fresh temporary profile: nothing of one run leaks into the next.
      args: ARGS,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async (context) => {
    // Reduced motion turns antd's animations off (the app honours the system setting): under CI load a click on a
    // dropdown or dialog still animating in or out could be lost.
    harness.context = await browser.newContext({ viewport, locale: 'zh-CN', reducedMotion: 'reduce' });
    // Every answer of every page of this test: a 422 or an sl-violations header from the mock fails the test.
    const recorder = createViolationRecorder();
    harness.context.on('response', (response) =>
      recorder.record({
        method: response.request().method(),
        url: response.url(),
        status: response.status(),
        violations: response.headers()['sl-violations'] ?? null,
        text: () => response.text(),
      }),
    );
    // Console errors, React/antd warnings and uncaught errors of every page of this test fail it too.
    const printed = createConsoleRecorder();
    harness.expectConsoleError = (pattern) => printed.expectError(pattern);
    harness.context.on('console', (message) => printed.console({ type: message.type(), text: message.text() }));
    harness.context.on('weberror', (webError) => printed.pageError(webError.error()));
    const a11y = await installA11yScanner(harness.context, scanned);
    harness.page = await harness.context.newPage();
    return async () => {
      await a11y.finish(harness.page);
      if (process.env.A11Y_LOG)
        appendFileSync(
          process.env.A11Y_LOG,
          a11y
            .findings()
            .map((f) => `${JSON.stringify(f)}\n`)
            .join(''),
        );
      const violations =
        violationError(await recorder.violations()) ?? consoleError(printed.problems()) ?? a11yError(a11y.findings());
      // Here, not in onTestFailed: vitest calls those after this cleanup has closed the page.
      if (violations || context.task.result?.state === 'fail') {
        mkdirSync('test-results', { recursive: true });
        const name = context.task.name.replace(/[^\w\u4e00-\u9fa5-]+/g, '_');
        await harness.page
          .screenshot({ path: join('test-results', `${name}.png`), fullPage: true })
          .catch(() => undefined);
      }
      await harness.context.close();
      if (violations) throw violations;
    };
  });
  return harness;
}
