/**
 * Every operation of the manifest, called through the generated client against Prism (`--errors`):
 * the spec's request example must pass Prism's request validation (no 422, no sl-violations header), the answer
 * must be the spec's own (an example breaking its schema is a 500 under --errors), and the suite fails when an
 * operation is left out.
 */
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import * as generated from '@/shared/api/generated';
import { configureApi, isApiError, operationManifest, setApiNotifier, type OperationManifestEntry } from '@/shared/api';
import { requestExample, responseExampleKeys } from './request-examples';

type Call = (variables: unknown, options?: unknown) => Promise<unknown>;

interface Seen {
  status: number;
  violations: string | null;
  body: unknown;
}

const exercised = new Set<string>();
let prefer: string | undefined;
let seen: Seen[] = [];
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
  // Record what Prism answered, and pass the test's Prefer header through.
  vi.stubGlobal('fetch', async (request: Request) => {
    if (prefer) request.headers.set('Prefer', prefer);
    const response = await realFetch(request);
    const type = response.headers.get('Content-Type') ?? '';
    const body: unknown = type.includes('json') ? await response.clone().json() : null;
    seen.push({ status: response.status, violations: response.headers.get('sl-violations'), body });
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
});

describe.each(['bos', 'sys', 'scm', 'mes', 'pm'])('%s', (family) => {
  const ops = operationManifest.filter((op) => op.family === family);

  it.each(ops.map((op) => [op.operationId, op] as const))('%s answers its example for its request example', async (_, op) => {
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
      expect(body.success).toBe(true);
      expect(result).toEqual(body.data);
    }
    exercised.add(op.operationId);
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
