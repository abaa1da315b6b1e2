import type { ResultRow } from './api-error';

/**
 * How the request layer talks to the person. The app installs an antd-backed notifier at start
 * (`setApiNotifier`), so this layer stays free of UI and tests can watch what it says.
 */
export interface ApiNotifier {
  error(content: string, seconds?: number): void;
  warning(content: string): void;
  notice(title: string, description: string, seconds: number): void;
  /** The one 重新登录 modal; `onConfirm` runs when the person presses its button. */
  relogin(message: string, onConfirm: () => void): void;
  /** The processing-result modal (处理结果) for a failure that carries result rows. */
  results(message: string, rows: ResultRow[]): void;
}

const consoleNotifier: ApiNotifier = {
  error: (content) => console.error(content),
  warning: (content) => console.warn(content),
  notice: (title, description) => console.warn(title, description),
  relogin: (message) => console.warn(message),
  results: (message, rows) => console.warn(message, rows),
};

let current: ApiNotifier = consoleNotifier;

export function setApiNotifier(notifier: ApiNotifier): void {
  current = notifier;
}

export function apiNotifier(): ApiNotifier {
  return current;
}
