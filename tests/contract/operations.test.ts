/**
 * Every operation of the manifest, called through the generated client against Prism (`--errors`):
 * the spec's request example must pass Prism's request validation (no 422, no sl-violations header), the answer
 * must be the spec's own (an example breaking its schema is a 500 under --errors), and the suite fails when an
 * operation is left out.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import * as generated from '@/shared/api/generated';
import { configureApi, isApiError, operationManifest, setApiNotifier, type OperationManifestEntry } from '@/shared/api';
import { browser } from '@/shared/api/browser';
import { SESSION_INVALID_CODES } from '@/shared/config';
import { responseProblems } from '../../scripts/mock/response-check.ts';
import {
  declaredTags,
  operationFacts,
  requestExample,
  responseExampleKeys,
  responseExamples,
  type ResponseExample,
} from './request-examples';

type Call = (variables: unknown, options?: unknown) => Promise<unknown>;

interface Seen {
  status: number;
  violations: string | null;
  body: unknown;
}

const exercised = new Set<string>();
let prefer: string | undefined;
let seen: Seen[] = [];
/** Concurrent calls carry their own Prefer/Accept and record their own answers. */
const perCall = new AsyncLocalStorage<{ prefer: string; accept?: string | undefined; seen: Seen[] }>();
/** `<operationId> <status> <example>` of every named response example requested. */
const examplesExercised = new Set<string>();
const examplesDeclared = new Set<string>();
const realFetch = globalThis.fetch;

function callOf(op: OperationManifestEntry): Call {
  const fn: unknown = (generated as Record<string, unknown>)[op.operationId];
  if (typeof fn !== 'function') throw new Error(`no generated function for ${op.operationId}`);
  return fn as Call;
}

beforeAll(() => {
  configureApi({ baseUrl: inject('mockUrl') });
  const quiet = () => undefined;
  setApiNotifier({ error: quiet, warning: quiet, notice: quiet, relogin: quiet, results: quiet });
  // A 401 example makes the request layer log out and reload 1.5 s later; there is no page to reload here.
  vi.spyOn(browser, 'later').mockImplementation(() => undefined);
  vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
  vi.spyOn(browser, 'pathname').mockReturnValue('/welcome');
  // Record what Prism answered, and pass the test's Prefer header through.
  vi.stubGlobal('fetch', async (request: Request) => {
    const call = perCall.getStore();
    if (call) request.headers.set('Prefer', call.prefer);
    else if (prefer) request.headers.set('Prefer', prefer);
    if (call?.accept) request.headers.set('Accept', call.accept);
    const response = await realFetch(request);
    const type = response.headers.get('Content-Type') ?? '';
    const body: unknown = type.includes('json') ? await response.clone().json() : null;
    (call?.seen ?? seen).push({ status: response.status, violations: response.headers.get('sl-violations'), body });
    return response;
  });
});

afterEach(() => {
  prefer = undefined;
  seen = [];
});

afterAll(() => {
  vi.unstubAllGlobals();
  const missing = operationManifest.filter((op) => !exercised.has(op.operationId)).map((op) => op.operationId);
  console.log(`contract: exercised ${exercised.size} of ${operationManifest.length} operations in the manifest`);
  if (missing.length > 0) throw new Error(`operations not exercised: ${missing.join(', ')}`);
  const unrequested = [...examplesDeclared].filter((name) => !examplesExercised.has(name));
  console.log(`contract: requested ${examplesExercised.size} of ${examplesDeclared.size} named response examples`);
  if (unrequested.length > 0) throw new Error(`named response examples never requested: ${unrequested.join(', ')}`);
});

const HTTP_KINDS: Record<string, string> = { '401': 'unauthorized', '403': 'forbidden', '500': 'server' };

/** Requests one named example (Prism's Prefer code + example) and says what is wrong with the client's outcome, or ''. */
async function checkExample(op: OperationManifestEntry, example: ResponseExample): Promise<string> {
  const call = {
    prefer: `code=${example.status}, example=${example.key}`,
    accept: example.media === 'application/json' ? 'application/json' : undefined,
    seen: [] as Seen[],
  };
  const outcome = await perCall.run(call, async () => {
    try {
      return { ok: true as const, value: await callOf(op)(await requestExample(op)) };
    } catch (error: unknown) {
      return { ok: false as const, error };
    }
  });
  const answer = call.seen[0];
  if (call.seen.length !== 1 || !answer) return `${call.seen.length} requests`;
  if (answer.status !== Number(example.status)) return `answered ${answer.status}: ${JSON.stringify(answer.body)}`;
  if (answer.violations !== null) return `sl-violations ${answer.violations}`;
  // Prism's answer by our own validator too: Prism skips a response whose schema it cannot compile.
  const problems = example.media.includes('json')
    ? responseProblems(op, example.status, example.media, answer.body)
    : [];
  if (problems.length) return `the answer breaks its schema: ${problems.join('; ')}`;
  const value = example.value as { success?: boolean; code?: number; message?: string; data?: unknown };
  const error = outcome.ok ? undefined : outcome.error;
  const expected = HTTP_KINDS[example.status];
  if (expected) {
    if (!isApiError(error) || error.kind !== expected || error.message !== value.message)
      return `expected a ${expected} ApiError "${value.message}", got ${String(error ?? 'data')}`;
    return '';
  }
  if (example.media !== 'application/json') return '';
  if (value.success === true) {
    if (!outcome.ok) return `expected data, got ${String(outcome.error)}`;
    if (op.response === 'json' && JSON.stringify(outcome.value) !== JSON.stringify(value.data))
      return 'data differs from the example';
    return '';
  }
  const kind = value.code !== undefined && SESSION_INVALID_CODES.has(value.code) ? 'session' : 'business';
  if (!isApiError(error) || error.kind !== kind || error.message !== value.message || error.code !== value.code) {
    return `expected a ${kind} ApiError ${value.code} "${value.message}", got ${isApiError(error) ? `${error.kind} ${error.code} ${error.message}` : String(error ?? 'data')}`;
  }
  return '';
}

describe.each(['bos', 'sys', 'scm', 'mes', 'pm'])('%s', (family) => {
  const ops = operationManifest.filter((op) => op.family === family);

  it.each(ops.map((op) => [op.operationId, op] as const))(
    '%s answers its example for its request example',
    async (_, op) => {
      const variables = await requestExample(op);
      const result = await callOf(op)(variables);
      expect(seen).toHaveLength(1);
      expect(seen[0]?.status).toBe(200);
      expect(seen[0]?.violations).toBeNull();
      if (op.response === 'blob') {
        const download = result as { blob: Blob; filename: string };
        expect(download.blob.size).toBeGreaterThan(0);
        // The name comes from the spec's Content-Disposition (filename* wins), not the operationId fallback.
        expect(download.filename).not.toBe(op.operationId);
        expect(download.filename).toMatch(/\.\w+$/);
      } else {
        const body = seen[0]?.body as { success: boolean; data?: unknown };
        expect(responseProblems(op, '200', 'application/json', body)).toEqual([]);
        expect(body.success).toBe(true);
        expect(result).toEqual(body.data);
      }
      exercised.add(op.operationId);
    },
  );

  // In parts of 80 operations, each within the test timeout however large a family grows (scm: 550 operations).
  const parts = Array.from({ length: Math.ceil(ops.length / 80) }, (_, i) => ops.slice(i * 80, i * 80 + 80));
  it.each(parts.map((part, i) => [i * 80 + 1, i * 80 + part.length, part] as const))(
    'answers every named response example of operations %i–%i as the client expects',
    async (_from, _to, part) => {
      const cases: { op: OperationManifestEntry; example: ResponseExample }[] = [];
      for (const op of part) for (const example of await responseExamples(op)) cases.push({ op, example });
      for (const { op, example } of cases) examplesDeclared.add(`${op.operationId} ${example.status} ${example.key}`);
      // Concurrent (each call keeps its own Prefer header through AsyncLocalStorage), in batches Prism keeps up with.
      const problems: string[] = [];
      for (let start = 0; start < cases.length; start += 40) {
        const batch = cases.slice(start, start + 40);
        const results = await Promise.all(batch.map(({ op, example }) => checkExample(op, example)));
        results.forEach((problem, index) => {
          const { op, example } = batch[index] ?? {};
          if (!op || !example) return;
          const name = `${op.operationId} ${example.status} ${example.key}`;
          if (problem) problems.push(`${name}: ${problem}`);
          else examplesExercised.add(name);
        });
      }
      expect(problems).toEqual([]);
    },
  );

  it('has 401, 403 and 500 answers among its examples', async () => {
    const statuses = new Set<string>();
    for (const op of ops) for (const example of await responseExamples(op)) statuses.add(example.status);
    for (const status of ['401', '403', '500'])
      expect(statuses.has(status), `${family} has ${status} responses`).toBe(true);
  });

  it('answers the failure example of each JSON operation as a typed business error', async () => {
    for (const op of ops.filter((o) => o.response === 'json')) {
      const keys = await responseExampleKeys(op);
      if (!keys.includes('failure')) throw new Error(`${op.operationId} has no failure example`);
      prefer = 'example=failure';
      seen = [];
      const error: unknown = await callOf(op)(await requestExample(op)).catch((e: unknown) => e);
      expect(isApiError(error) && error.kind === 'business', op.operationId).toBe(true);
      expect(seen[0]?.violations ?? null, op.operationId).toBeNull();
    }
  });

  it('declares every tag its operations use, and gives every login-guarded read its sessionInvalid example', async () => {
    const declared = await declaredTags(family);
    const undeclared = new Set<string>();
    const lacking: string[] = [];
    for (const op of ops) {
      const facts = await operationFacts(op);
      for (const tag of facts.tags) if (!declared.has(tag)) undeclared.add(tag);
      if (op.kind === 'read' && op.response === 'json' && !facts.preLogin) {
        if (!(await responseExampleKeys(op)).includes('sessionInvalid')) lacking.push(op.operationId);
      }
    }
    expect([...undeclared], `${family}: tags used but not declared`).toEqual([]);
    expect(lacking, `${family}: login-guarded reads without sessionInvalid`).toEqual([]);
  });

  it('answers a sessionInvalid example with the session error that opens 重新登录', async () => {
    const guarded = [];
    for (const op of ops.filter((o) => o.response === 'json')) {
      if (!(await responseExampleKeys(op)).includes('sessionInvalid')) continue;
      guarded.push(op.operationId);
      prefer = 'example=sessionInvalid';
      const error: unknown = await callOf(op)(await requestExample(op)).catch((e: unknown) => e);
      expect(isApiError(error) && error.kind === 'session', op.operationId).toBe(true);
    }
    expect(guarded.length, `${family} has login-guarded reads with a sessionInvalid example`).toBeGreaterThan(0);
  });
});
