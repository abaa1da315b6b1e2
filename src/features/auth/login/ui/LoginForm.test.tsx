import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, createQueryClient } from '@/shared/api';
import { LoginForm } from './LoginForm';

type Answer = (request: Request) => Response;

function serve(routes: Record<string, Answer>) {
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const answer = routes[path];
    if (!answer) return Response.json({ code: 404, message: `no route ${path}`, success: false }, { status: 404 });
    return answer(request);
  });
}

const ok = (data: unknown) => () => Response.json({ code: 200, message: '操作成功', success: true, data });

function renderLogin(initial = '/login?redirect=%2Fmaster%2Fmaterial') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[initial]}>
        <Routes>
          <Route path="/login" element={<LoginForm />} />
          <Route path="*" element={<p>到达 {'page'}</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => configureApi({ baseUrl: 'http://app.test/api' }));
afterEach(() => vi.unstubAllGlobals());

describe('LoginForm', () => {
  it('shows the Chinese required messages and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server message on the form and keeps the typed values', async () => {
    serve({
      '/bos/v2/bosPlatformLogin/createLoginSession': ok({ loginSessionId: 'ls_12345678', captchaEnabled: false }),
      '/bos/v2/bosPlatformLogin/loginWithAccount': () =>
        Response.json({ code: 1013002, message: '账号或密码错误', success: false, data: null }),
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText('账号'), 'zhangwei');
    await userEvent.type(screen.getByLabelText('密码'), 'bad');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('账号或密码错误');
    expect((screen.getByLabelText('账号') as HTMLInputElement).value).toBe('zhangwei');
    expect((screen.getByLabelText('密码') as HTMLInputElement).value).toBe('bad');
  });

  it('says the backend is unreachable when there is no answer', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('fetch failed')));
    renderLogin();
    await userEvent.type(screen.getByLabelText('账号'), 'zhangwei');
    await userEvent.type(screen.getByLabelText('密码'), 'p');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('后端服务未启动或代理错误，请联系系统管理员');
  });

  it('stores the token, loads the user and opens the wanted page', async () => {
    serve({
      '/bos/v2/bosPlatformLogin/createLoginSession': ok({ loginSessionId: 'ls_12345678', captchaEnabled: false }),
      '/bos/v2/bosPlatformLogin/loginWithAccount': ok({ nextStep: 'done', token: 'token-0123456789abcdef' }),
      '/bos/v2/bosPlatformLogin/getLoginUserDetails': ok({ name: '张伟' }),
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText('账号'), 'zhangwei');
    await userEvent.type(screen.getByLabelText('密码'), 'Jg@2026sz');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(screen.getByText(/到达/)).toBeTruthy());
    expect(localStorage.getItem('ACCESS_TOKEN')).toContain('token-0123456789abcdef');
  });
});
