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
  problems(): string[];
}

const NETWORK = /^Failed to load resource: /;
// React's and antd's warnings go to console.warn in some versions and to console.error in others.
const LIBRARY_WARNING = /^(Warning: |\[antd|\[rc-|Warning: \[antd)/;

export function createConsoleRecorder(): ConsoleRecorder {
  const found: string[] = [];
  return {
    console({ type, text }) {
      if (type === 'error' && !NETWORK.test(text)) found.push(`console.error: ${text}`);
      else if (type === 'warning' && LIBRARY_WARNING.test(text)) found.push(`console.warn: ${text}`);
    },
    pageError(error) {
      found.push(`uncaught in the page: ${error.name}: ${error.message}`);
    },
    problems: () => [...found],
  };
}

/** The error a test fails with, or null. */
export function consoleError(lines: string[]): Error | null {
  if (lines.length === 0) return null;
  return new Error(`the page printed or threw ${lines.length} problem(s):\n  ${lines.map((l) => l.slice(0, 600)).join('\n  ')}`);
}
