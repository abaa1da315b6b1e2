/**
 * Every browser test fails when the mock said the app broke the contract: an `/api/` answer with status 422 (Prism
 * rejected the request) or an `sl-violations` header (Prism accepted it with violations). `setupBrowser` records the
 * answers of every page of the test's context and throws in its cleanup, with method, path and Prism's text.
 */

/** What the recorder needs of one answer (a playwright Response in the browser tests). */
export interface ApiAnswer {
  method: string;
  url: string;
  status: number;
  /** The `sl-violations` header, or null. */
  violations: string | null;
  /** The answer's body (read only for a violation). */
  text(): Promise<string>;
}

export interface ViolationRecorder {
  record(answer: ApiAnswer): void;
  /** One line per violation seen so far (method, path, status, Prism's messages). */
  violations(): Promise<string[]>;
}

function messagesOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { validation?: { location?: string[]; message?: string }[]; detail?: string };
    const lines = (parsed.validation ?? []).map((v) => `${(v.location ?? []).join('.')}: ${v.message ?? ''}`);
    return lines.length > 0 ? lines.join('; ') : (parsed.detail ?? body);
  } catch {
    return body.slice(0, 500);
  }
}

export function createViolationRecorder(): ViolationRecorder {
  const found: Promise<string>[] = [];
  return {
    record(answer) {
      const url = new URL(answer.url);
      if (!url.pathname.includes('/api/')) return;
      if (answer.status !== 422 && answer.violations === null) return;
      const head = `${answer.method} ${url.pathname}${url.search} -> ${answer.status}`;
      // Read the body now: it is gone once the page or context is closed.
      found.push(
        answer
          .text()
          .catch(() => '')
          .then((body) =>
            [
              head,
              answer.violations && `sl-violations: ${answer.violations}`,
              answer.status === 422 && messagesOf(body),
            ]
              .filter(Boolean)
              .join(' | '),
          ),
      );
    },
    violations: () => Promise.all(found),
  };
}

/** The error a test fails with, or null. */
export function violationError(lines: string[]): Error | null {
  if (lines.length === 0) return null;
  return new Error(
    `the mock answered ${lines.length} request(s) as breaking the contract (422 / sl-violations):\n  ${lines.join('\n  ')}`,
  );
}
