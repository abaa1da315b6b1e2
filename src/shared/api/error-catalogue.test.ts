import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessToken } from '@/shared/lib/storage';
import { ApiError } from './api-error';
import { browser } from './browser';
import { configureApi } from './config';
import { resetErrorCatalogue } from './error-catalogue';
import { mfgLinePage } from './generated';
import { setApiNotifier, type ApiNotifier } from './notifier';

const body = { pageNo: 1, pageSize: 10 };

function envelope(value: object, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(value), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

function answer(response: () => Response | Promise<Response>) {
  const fetch = vi.fn<(request: Request) => Promise<Response>>(async () => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

let notifier: { [K in keyof ApiNotifier]: ReturnType<typeof vi.fn> };

beforeEach(() => {
  configureApi({ baseUrl: 'http://api.test/api' });
  resetErrorCatalogue();
  notifier = { error: vi.fn(), warning: vi.fn(), notice: vi.fn(), relogin: vi.fn(), results: vi.fn() };
  setApiNotifier(notifier as unknown as ApiNotifier);
  vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
  vi.spyOn(browser, 'pathname').mockReturnValue('/welcome');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('a successful call', () => {
  it('returns the envelope data and sends the token and App-Client headers', async () => {
    accessToken.set('tok-123');
    const data = { pageNo: 1, pageSize: 10, totalRows: 0, totalPage: 0, rows: [] };
    const fetch = answer(() => envelope({ code: 200, message: 'ok', success: true, data }));
    await expect(mfgLinePage({ body })).resolves.toEqual(data);
    const request = fetch.mock.calls[0]?.[0];
    expect(request?.url).toBe('http://api.test/api/mes/mfgLine/page');
    expect(request?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(request?.headers.get('App-Client')).toBe('0');
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('sends no Authorization header without a token', async () => {
    const fetch = answer(() => envelope({ code: 200, message: 'ok', success: true, data: null }));
    await mfgLinePage({ body });
    expect(fetch.mock.calls[0]?.[0].headers.has('Authorization')).toBe(false);
  });
});

describe('session-invalid codes (product.md §8)', () => {
  it.each([10110014, 10110015, 10110018, 10110019, 10110070, 10110023, 10110025])(
    'code %i opens one 重新登录 modal however many calls fail at once',
    async (code) => {
      accessToken.set('old');
      answer(() => envelope({ code, message: '登录已过期，请重新登录', success: false, data: null }));
      const results = await Promise.allSettled([mfgLinePage({ body }), mfgLinePage({ body }), mfgLinePage({ body })]);
      expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).kind === 'session')).toBe(true);
      expect(notifier.relogin).toHaveBeenCalledTimes(1);
      expect(notifier.relogin.mock.calls[0]?.[0]).toBe('登录已过期，请重新登录');
      expect(notifier.error).not.toHaveBeenCalled();
      const confirm = notifier.relogin.mock.calls[0]?.[1] as () => void;
      confirm();
      expect(accessToken.get()).toBeUndefined();
      expect(browser.reload).toHaveBeenCalledTimes(1);
    },
  );

  it('does not reload when the person is already on /login', async () => {
    vi.mocked(browser.pathname).mockReturnValue('/login');
    answer(() => envelope({ code: 10110014, message: '登录已过期', success: false }));
    await expect(mfgLinePage({ body })).rejects.toBeInstanceOf(ApiError);
    (notifier.relogin.mock.calls[0]?.[1] as () => void)();
    expect(browser.reload).not.toHaveBeenCalled();
  });

  it('still opens the modal for a quiet (form) call', async () => {
    answer(() => envelope({ code: 10110015, message: '账号已在别处登录', success: false }));
    await expect(mfgLinePage({ body }, { quiet: true })).rejects.toMatchObject({ kind: 'session' });
    expect(notifier.relogin).toHaveBeenCalledTimes(1);
  });
});

describe('business failures', () => {
  it.each([1013002, 1016002, 1015002, 500100])('code %i shows the server message as an error toast', async (code) => {
    answer(() => envelope({ code, message: '数据已被引用，不能删除', success: false, data: null }));
    await expect(mfgLinePage({ body })).rejects.toMatchObject({
      kind: 'business',
      code,
      message: '数据已被引用，不能删除',
    });
    expect(notifier.error).toHaveBeenCalledWith('数据已被引用，不能删除');
  });

  it('with showResults shows the processing-result rows instead of a toast', async () => {
    const rows = [{ rowNum: 2, verifySuccess: false, processSuccess: false, message: '物料编码重复' }];
    answer(() =>
      envelope({ code: 1013002, message: '部分数据处理失败', success: false, showResults: true, data: rows }),
    );
    await expect(mfgLinePage({ body })).rejects.toMatchObject({ rows });
    expect(notifier.results).toHaveBeenCalledWith('部分数据处理失败', rows);
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('a quiet call leaves the message to its form', async () => {
    answer(() => envelope({ code: 1013002, message: '编码已存在', success: false }));
    await expect(mfgLinePage({ body }, { quiet: true })).rejects.toMatchObject({ message: '编码已存在' });
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('an answer that is not an envelope is a format error, not a crash', async () => {
    answer(() => new Response('<html>gateway</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    await expect(mfgLinePage({ body })).rejects.toMatchObject({ kind: 'format' });
    expect(notifier.error).toHaveBeenCalledWith('服务器返回的数据格式有误', 5);
  });
});

describe('HTTP failures', () => {
  it('403 shows a 提示： notification with the server message for 5 s', async () => {
    answer(() => envelope({ code: 403, message: '无权访问产线数据', success: false }, { status: 403 }));
    await expect(mfgLinePage({ body })).rejects.toMatchObject({ kind: 'forbidden', status: 403 });
    expect(notifier.notice).toHaveBeenCalledWith('提示：', '无权访问产线数据', 5);
  });

  it('500 with a message shows an error toast for 5 s', async () => {
    answer(() => envelope({ code: 500, message: '数据库连接超时', success: false }, { status: 500 }));
    await expect(mfgLinePage({ body })).rejects.toMatchObject({ kind: 'server', status: 500 });
    expect(notifier.error).toHaveBeenCalledWith('数据库连接超时', 5);
  });

  it('401 logs out and reloads after 1.5 s, once for many calls', async () => {
    vi.useFakeTimers();
    accessToken.set('tok');
    answer(() => new Response('', { status: 401 }));
    await Promise.allSettled([mfgLinePage({ body }), mfgLinePage({ body })]);
    expect(accessToken.get()).toBeUndefined();
    expect(browser.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1499);
    expect(browser.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it('a proxy that cannot reach the backend (502) gets the network message', async () => {
    answer(() => new Response('', { status: 502 }));
    await expect(mfgLinePage({ body })).rejects.toMatchObject({ kind: 'network' });
    expect(notifier.error).toHaveBeenCalledWith('后端服务未启动或代理错误，请联系系统管理员', 5);
  });
});

describe('an answer that says the backend failed, not that it is unreachable', () => {
  it.each([
    ['an empty body', () => new Response('', { status: 500 })],
    [
      'a non-JSON body',
      () => new Response('Internal Server Error', { status: 500, headers: { 'Content-Type': 'text/plain' } }),
    ],
    ['an envelope without a message', () => envelope({ code: 500, success: false }, { status: 500 })],
  ])('500 with %s says the server failed, with its status', async (_, response) => {
    answer(response);
    await expect(mfgLinePage({ body })).rejects.toMatchObject({
      kind: 'server',
      status: 500,
      message: '服务器出错（HTTP 500），请稍后重试',
    });
    expect(notifier.error).toHaveBeenCalledWith('服务器出错（HTTP 500），请稍后重试', 5);
  });

  it.each([502, 503, 504])('a gateway answer (%i) still gets the network message', async (status) => {
    answer(() => new Response('', { status, headers: { 'Content-Type': 'text/plain' } }));
    await expect(mfgLinePage({ body })).rejects.toMatchObject({ kind: 'network', status });
    expect(notifier.error).toHaveBeenCalledWith('后端服务未启动或代理错误，请联系系统管理员', 5);
  });

  it('another status without a message says which', async () => {
    answer(() => new Response('', { status: 404 }));
    await expect(mfgLinePage({ body })).rejects.toMatchObject({
      kind: 'server',
      status: 404,
      message: '请求失败（HTTP 404），请联系系统管理员',
    });
  });
});

describe('no answer', () => {
  it('a network failure shows the Chinese network message instead of crashing', async () => {
    answer(() => Promise.reject(new TypeError('fetch failed')));
    await expect(mfgLinePage({ body })).rejects.toMatchObject({ kind: 'network' });
    expect(notifier.error).toHaveBeenCalledWith('后端服务未启动或代理错误，请联系系统管理员', 5);
  });

  it('a time-out says so', async () => {
    answer(() => Promise.reject(new DOMException('signal timed out', 'TimeoutError')));
    await expect(mfgLinePage({ body })).rejects.toMatchObject({ kind: 'timeout', message: '请求超时，请稍后重试' });
  });

  it("the caller's own cancel is passed through silently", async () => {
    const controller = new AbortController();
    controller.abort();
    answer(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(mfgLinePage({ body }, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(notifier.error).not.toHaveBeenCalled();
  });
});
