import { Modal } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/entities/session';
import { configureApi, createQueryClient, setApiNotifier, type ApiNotifier } from '@/shared/api';
import { useLogout } from './use-logout';

function LogoutButton() {
  const logout = useLogout();
  return <button onClick={logout}>注销登录</button>;
}

const notifier = {
  error: vi.fn(),
  warning: vi.fn(),
  notice: vi.fn(),
  relogin: vi.fn(),
  results: vi.fn(),
} satisfies ApiNotifier;
let queryClient = createQueryClient();

function renderShell() {
  queryClient = createQueryClient();
  queryClient.setQueryData(['bos', 'getLoginUserDetails'], { name: '张伟' });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/welcome']}>
        <Routes>
          <Route path="/welcome" element={<LogoutButton />} />
          <Route path="/login" element={<p>登录页</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function answerLogout(body: object) {
  const fetch = vi.fn(async (_request: Request) => Response.json(body));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  configureApi({ baseUrl: 'http://app.test/api' });
  setApiNotifier(notifier);
  startSession('token-0123456789abcdef');
});
afterEach(async () => {
  // Close the static confirm and let React finish with it before the DOM (and, after the last test, jsdom) goes.
  Modal.destroyAll();
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  document.body.innerHTML = '';
});

describe('useLogout', () => {
  it('asks first, then logs out on the server, forgets the session and cached data, and opens /login', async () => {
    const fetch = answerLogout({ code: 200, message: '操作成功', success: true, data: null });
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: '注销登录' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('确定要注销当前登录信息吗 ?');
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await screen.findByText('登录页');
    const [request] = fetch.mock.calls[0] ?? [];
    expect(request && new URL(request.url).pathname).toBe('/api/bos/v2/bosPlatformLogin/logout');
    expect(request?.method).toBe('GET');
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
    expect(queryClient.getQueryData(['bos', 'getLoginUserDetails'])).toBeUndefined();
  });

  it('shows the server’s failure and still clears the local session', async () => {
    answerLogout({ code: 500, message: '注销失败，请稍后重试', success: false, data: null });
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: '注销登录' }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await screen.findByText('登录页');
    expect(notifier.error).toHaveBeenCalledWith('注销失败，请稍后重试');
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
  });

  it('does nothing when the person cancels', async () => {
    const fetch = answerLogout({ code: 200, message: '操作成功', success: true, data: null });
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: '注销登录' }));
    await userEvent.click(await screen.findByRole('button', { name: /取\s*消/ }));
    // Give a wrongly wired OK the time to run before checking nothing happened.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetch).not.toHaveBeenCalled();
    expect(localStorage.getItem('ACCESS_TOKEN')).toContain('token-0123456789abcdef');
    expect(screen.getByRole('button', { name: '注销登录' })).toBeTruthy();
  });
});
