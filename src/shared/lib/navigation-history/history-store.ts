import { SESSION_KEYS } from '@/shared/config';
import { goBack, recordVisit } from './navigation-history';

function read(): string[] {
  try {
    const raw: unknown = JSON.parse(globalThis.sessionStorage?.getItem(SESSION_KEYS.history) ?? '[]');
    return Array.isArray(raw) ? raw.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

function write(entries: readonly string[]): void {
  globalThis.sessionStorage?.setItem(SESSION_KEYS.history, JSON.stringify(entries));
}

export const navigationHistory = {
  entries: read,
  visit(fullPath: string): void {
    write(recordVisit(read(), fullPath));
  },
  /** The path to go back to, or undefined when the default back action (browser back) applies. */
  back(): string | undefined {
    const step = goBack(read());
    if (!step) return undefined;
    write(step.rest);
    return step.target;
  },
  clear(): void {
    globalThis.sessionStorage?.removeItem(SESSION_KEYS.history);
  },
};
