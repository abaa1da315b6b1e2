/**
 * Every browser test fails on what the app should never print or throw (issue 13, a clean console): a console error,
 * a React or antd warning, or an uncaught error or unhandled rejection in the page. Chromium's own line for an HTTP
 * error answer ('Failed to load resource: … 500') is not the app's: tests of failures ask the mock for them.
 */

/** What the recorder needs of one console message (a playwright ConsoleMessage in the browser tests). */
export interface ConsoleLine {
  type: string;
  text: string;
}

export interface ConsoleRecorder {
  console(line: ConsoleLine): void;
  pageError(error: Error): void;
  /**
   * The one test that provokes a console error on purpose (a CSP violation) names it: console errors matching
   * `pattern` are not problems, and the test fails if none was printed. Per test: each test gets a new recorder.
   */
  expectError(pattern: RegExp): void;
  problems(): string[];
}

const NETWORK = /^Failed to load resource: /;
// React's and antd's warnings go to console.warn in some versions and to console.error in others.
const LIBRARY_WARNING = /^(Warning: |\[antd|\[rc-|Warning: \[antd)/;

export function createConsoleRecorder(): ConsoleRecorder {
  const found: string[] = [];
  const expected = new Map<RegExp, number>();
  const isExpected = (text: string) => {
    for (const [pattern, count] of expected) {
      if (pattern.test(text)) {
        expected.set(pattern, count + 1);
        return true;
      }
    }
    return false;
  };
  return {
    console({ type, text }) {
      if (type === 'error' && !NETWORK.test(text) && !isExpected(text)) found.push(`console.error: ${text}`);
      else if (type === 'warning' && LIBRARY_WARNING.test(text)) found.push(`console.warn: ${text}`);
    },
    pageError(error) {
      found.push(`uncaught in the page: ${error.name}: ${error.message}`);
    },
    expectError(pattern) {
      expected.set(pattern, 0);
    },
    problems: () => [
      ...found,
      ...[...expected]
        .filter(([, count]) => count === 0)
        .map(([pattern]) => `expected console.error ${pattern} was not printed`),
    ],
  };
}

/** The error a test fails with, or null. */
export function consoleError(lines: string[]): Error | null {
  if (lines.length === 0) return null;
  return new Error(
    `the page printed or threw ${lines.length} problem(s):\n  ${lines.map((l) => l.slice(0, 600)).join('\n  ')}`,
  );
}
