import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTransientApiError } from './api-error';
import { configureApi } from './config';
import { resetErrorCatalogue } from './error-catalogue';
import { getLoginUserDetails, loginWithAccount } from './generated';
import { setApiNotifier, type ApiNotifier } from './notifier';

let notifier: { [K in keyof ApiNotifier]: ReturnType<typeof vi.fn> };
beforeEach(() => {
  configureApi({ baseUrl: 'http://api.test/api' });
  resetErrorCatalogue();
  notifier = { error: vi.fn(), warning: vi.fn(), notice: vi.fn(), relogin: vi.fn(), results: vi.fn() };
  setApiNotifier(notifier as unknown as ApiNotifier);
});
afterEach(() => vi.unstubAllGlobals());

describe('operations whose callers show failures themselves (x-silent-errors)', () => {
  it('a failed login step throws its message without any toast or modal', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ code: 1013002, message: '账号或密码错误', success: false, data: null }),
    );
    const body = { loginSessionId: 'ls_12345678', account: 'zhangwei', password: 'x' };
    await expect(loginWithAccount({ body })).rejects.toMatchObject({ kind: 'business', message: '账号或密码错误' });
    expect(Object.values(notifier).every((fn) => fn.mock.calls.length === 0)).toBe(true);
  });

  it('a login step is sent as multipart, not JSON', async () => {
    const fetch = vi.fn(async (_: Request) =>
      Response.json({ code: 200, message: 'ok', success: true, data: { nextStep: 'done', token: 'x'.repeat(20) } }),
    );
    vi.stubGlobal('fetch', fetch);
    await loginWithAccount({ body: { loginSessionId: 'ls_12345678', account: 'zhangwei', password: 'p' } });
    const request = fetch.mock.calls[0]?.[0];
    expect(request?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request?.formData();
    expect(form?.get('account')).toBe('zhangwei');
  });

  it('user details failing with a session code opens no 重新登录 modal (the caller logs out instead)', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ code: 10110014, message: '登录已过期', success: false }));
    await expect(getLoginUserDetails()).rejects.toMatchObject({ kind: 'session' });
    expect(notifier.relogin).not.toHaveBeenCalled();
  });

  it.each([
    ['no answer', () => Promise.reject(new TypeError('fetch failed')), true],
    [
      'an answer cut short',
      async () => new Response('{"success":tr', { headers: { 'Content-Type': 'application/json' } }),
      true,
    ],
    ['HTTP 500 without a body', async () => new Response('', { status: 500 }), true],
    [
      'a failure envelope',
      async () => Response.json({ code: 1013002, message: '数据已被引用，不能删除', success: false }),
      false,
    ],
    ['a session code', async () => Response.json({ code: 10110014, message: '登录已过期', success: false }), false],
    ['HTTP 401', async () => new Response('', { status: 401 }), false],
  ])(
    'user details failing with %s: transient %s (the session is kept and can be retried)',
    async (_, answer, transient) => {
      vi.stubGlobal('fetch', answer);
      const error: unknown = await getLoginUserDetails().catch((e: unknown) => e);
      expect(isTransientApiError(error)).toBe(transient);
      expect(Object.values(notifier).every((fn) => fn.mock.calls.length === 0)).toBe(true);
    },
  );
});
