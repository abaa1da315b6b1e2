import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/entities/session';
import { configureApi, createQueryClient } from '@/shared/api';
import { LoginPage } from './LoginPage';

function Landed() {
  const location = useLocation();
  return <p>到达 {location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  configureApi({ baseUrl: 'http://app.test/api' });
  vi.stubGlobal('fetch', async () =>
    Response.json({
      code: 200,
      message: '操作成功',
      success: true,
      data: { loginSessionId: 'ls_12345678', captchaEnabled: false },
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('shows the brand and both login tabs', () => {
    renderAt('/login');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('智造协同平台');
    expect(screen.getByRole('tab', { name: '账号密码登录' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '短信登录' }).getAttribute('aria-selected')).toBe('false');
  });

  it('sends a logged-in person on to the wanted page', () => {
    startSession('token-0123456789abcdef');
    renderAt('/login?redirect=%2Fmaster%2Fmaterial%3Fpage%3D2');
    expect(screen.getByText('到达 /master/material?page=2')).toBeTruthy();
  });

  it('sends a logged-in person home when the redirect leaves the app', () => {
    startSession('token-0123456789abcdef');
    renderAt(`/login?redirect=${encodeURIComponent('https://evil.example/')}`);
    expect(screen.getByText('到达 /welcome')).toBeTruthy();
  });
});
