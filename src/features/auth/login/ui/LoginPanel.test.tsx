import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, createQueryClient } from '@/shared/api';
import { LoginPanel } from './LoginPanel';

type Answer = (request: Request) => Response | Promise<Response>;

const ok = (data: unknown) => () => Response.json({ code: 200, message: '操作成功', success: true, data });
const fail = (code: number, message: string) => () => Response.json({ code, message, success: false, data: null });
const LOGIN = '/bos/v2/bosPlatformLogin';
const noCaptcha = ok({ loginSessionId: 'ls_12345678', captchaEnabled: false, expireSeconds: 600 });
const done = ok({ nextStep: 'done', token: 'token-0123456789abcdef' });

/** Answers by path (a list answers in turn, the last one repeating) and records what was sent. */
function serve(routes: Record<string, Answer | Answer[]>) {
  const sent: { path: string; form?: Record<string, string>; json?: unknown }[] = [];
  const turns = new Map<string, number>();
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('multipart')) {
      const form = Object.fromEntries([...(await request.formData()).entries()].map(([k, v]) => [k, String(v)]));
      sent.push({ path, form });
    } else if (type.includes('json')) sent.push({ path, json: await request.json() });
    else sent.push({ path });
    const route = routes[path];
    if (!route) return Response.json({ code: 404, message: `no route ${path}`, success: false }, { status: 404 });
    const list = Array.isArray(route) ? route : [route];
    const turn = turns.get(path) ?? 0;
    turns.set(path, turn + 1);
    const answer = list[Math.min(turn, list.length - 1)];
    return answer ? answer(request) : Response.json({ success: false }, { status: 500 });
  });
  return { sent, calls: (path: string) => sent.filter((s) => s.path === path) };
}

function renderLogin(initial = '/login?redirect=%2Fmaster%2Fmaterial') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[initial]}>
        <Routes>
          <Route path="/login" element={<LoginPanel />} />
          <Route path="*" element={<p>到达页面</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function typeCredentials(account = 'zhangwei', password = 'Jg@2026sz') {
  await userEvent.type(screen.getByLabelText('账号'), account);
  await userEvent.type(screen.getByLabelText('密码'), password);
  await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
}

beforeEach(() => configureApi({ baseUrl: 'http://app.test/api' }));
afterEach(() => vi.unstubAllGlobals());

describe('account login', () => {
  it('shows the Chinese required messages and sends no login', async () => {
    const { calls } = serve({ [`${LOGIN}/createLoginSession`]: noCaptcha });
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    // The message is tied to its input for screen readers.
    const account = screen.getByLabelText('账号');
    expect(account.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(account.getAttribute('aria-describedby') ?? '')?.textContent).toBe('请输入账号');
    expect(calls(`${LOGIN}/loginWithAccount`)).toHaveLength(0);
  });

  it('shows the server message on the form and keeps the typed values', async () => {
    serve({
      [`${LOGIN}/createLoginSession`]: noCaptcha,
      [`${LOGIN}/loginWithAccount`]: fail(1013002, '账号或密码错误'),
    });
    renderLogin();
    await typeCredentials('zhangwei', 'bad');
    expect((await screen.findByRole('alert')).textContent).toContain('账号或密码错误');
    expect((screen.getByLabelText('账号') as HTMLInputElement).value).toBe('zhangwei');
    expect((screen.getByLabelText('密码') as HTMLInputElement).value).toBe('bad');
  });

  it('says the backend is unreachable when there is no answer', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('fetch failed')));
    renderLogin();
    await typeCredentials();
    expect((await screen.findByRole('alert')).textContent).toContain('后端服务未启动或代理错误，请联系系统管理员');
  });

  it('stores the token, loads the user and opens the wanted page', async () => {
    const { calls } = serve({
      [`${LOGIN}/createLoginSession`]: noCaptcha,
      [`${LOGIN}/loginWithAccount`]: done,
      [`${LOGIN}/getLoginUserDetails`]: ok({ name: '张伟' }),
    });
    renderLogin();
    await typeCredentials();
    await screen.findByText('到达页面');
    expect(localStorage.getItem('ACCESS_TOKEN')).toContain('token-0123456789abcdef');
    expect(calls(`${LOGIN}/loginWithAccount`)[0]?.form).toEqual({
      loginSessionId: 'ls_12345678',
      account: 'zhangwei',
      password: 'Jg@2026sz',
    });
  });

  it('logs out again and says why when the user details fail', async () => {
    serve({
      [`${LOGIN}/createLoginSession`]: noCaptcha,
      [`${LOGIN}/loginWithAccount`]: done,
      [`${LOGIN}/getLoginUserDetails`]: fail(1013020, '用户信息加载失败'),
    });
    renderLogin();
    await typeCredentials();
    expect((await screen.findByRole('alert')).textContent).toContain('用户信息加载失败');
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
  });

  it('starts a fresh login session by itself when the server says it expired, and says so', async () => {
    const { calls } = serve({
      [`${LOGIN}/createLoginSession`]: [noCaptcha, ok({ loginSessionId: 'ls_87654321', captchaEnabled: false })],
      [`${LOGIN}/loginWithAccount`]: [fail(1013010, '登录会话已过期，请刷新页面重新登录'), done],
      [`${LOGIN}/getLoginUserDetails`]: ok({ name: '张伟' }),
    });
    renderLogin();
    await typeCredentials();
    expect((await screen.findByRole('status')).textContent).toContain('已为您重新建立会话');
    expect((screen.getByLabelText('密码') as HTMLInputElement).value).toBe('Jg@2026sz');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await screen.findByText('到达页面');
    expect(calls(`${LOGIN}/loginWithAccount`).map((c) => c.form?.loginSessionId)).toEqual([
      'ls_12345678',
      'ls_87654321',
    ]);
  });
});

describe('captcha before the login', () => {
  it('sends the captcha proof with the login once the slider is done', async () => {
    const { calls } = serve({
      [`${LOGIN}/createLoginSession`]: ok({ loginSessionId: 'ls_12345678', captchaEnabled: true }),
      '/bos/captcha/get': ok({
        captchaType: 'blockPuzzle',
        token: 'd4f1c0a9b3e24f7a',
        originalImageBase64: 'data:image/png;base64,AAAA',
        jigsawImageBase64: 'data:image/png;base64,AAAA',
        secretKey: 'Xq7vB2mK9pL4tR6w',
      }),
      '/bos/captcha/check': ok({ repCode: '0000', result: true, captchaVerification: 'proof-123' }),
      [`${LOGIN}/loginWithAccount`]: done,
      [`${LOGIN}/getLoginUserDetails`]: ok({ name: '张伟' }),
    });
    renderLogin();
    await typeCredentials();
    const slider = await screen.findByRole('slider', { name: '拖动滑块完成拼图' }, { timeout: 3000 });
    await waitFor(() => expect(slider.getAttribute('aria-disabled')).toBe('false'));
    slider.focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}{Enter}');
    await screen.findByText('到达页面', {}, { timeout: 3000 });
    const check = calls('/bos/captcha/check')[0]?.json as { captchaType: string; token: string; pointJson: string };
    expect(check).toMatchObject({ captchaType: 'blockPuzzle', token: 'd4f1c0a9b3e24f7a' });
    expect(check.pointJson).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(calls(`${LOGIN}/loginWithAccount`)[0]?.form).toMatchObject({ captchaVerification: 'proof-123' });
  });
});
