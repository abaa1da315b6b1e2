import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ExceptionPage } from './ExceptionPage';

const backHome = /返回首页|返\s*回\s*首\s*页/;

describe('ExceptionPage', () => {
  it.each([
    [403, '抱歉，您无权访问此页面'],
    [404, '抱歉，您访问的页面不存在或仍在开发中'],
    [500, '抱歉，服务器出错了'],
  ] as const)('shows %i with its text', (status, text) => {
    render(
      <MemoryRouter>
        <ExceptionPage status={status} />
      </MemoryRouter>,
    );
    expect(screen.getByText(String(status))).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('goes home (/welcome) by default', async () => {
    render(
      <MemoryRouter initialEntries={['/nowhere']}>
        <Routes>
          <Route path="/nowhere" element={<ExceptionPage status={404} />} />
          <Route path="/welcome" element={<p>首页内容</p>} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: backHome }));
    expect(screen.getByText('首页内容')).toBeTruthy();
  });

  it('calls the given way home instead', async () => {
    const onBackHome = vi.fn();
    render(
      <MemoryRouter>
        <ExceptionPage status={500} onBackHome={onBackHome} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: backHome }));
    expect(onBackHome).toHaveBeenCalledOnce();
  });
});
