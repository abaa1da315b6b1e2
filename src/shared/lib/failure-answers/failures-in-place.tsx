import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  configureApi,
  createQueryClient,
  getLoginUserDetailsQueryKey,
  setApiNotifier,
  type GetLoginUserDetailsData,
} from '@/shared/api';
import { FAILURE_ANSWERS } from './failure-answers';

/**
 * Tests only: registers one case per FAILURE_ANSWERS kind for a panel that loads on its own (issue 28, item 8) —
 * rendered at `url` with the real request layer, it says `title` and the reason in place, and 重试 asks again.
 */
export function itSaysFailuresInPlace(
  panel: () => ReactNode,
  url: string,
  title: RegExp,
  {
    notShown,
    user,
    answers = {},
    reach,
  }: {
    notShown?: string;
    user?: GetLoginUserDetailsData;
    /** Calls the panel needs answered well (the drawer's own detail…): a part of the URL → its answer. */
    answers?: Record<string, () => Response>;
    /** What a person does to reach the panel once the page is there (open its tab…). */
    reach?: () => Promise<void>;
  } = {},
) {
  const quiet = () => undefined;
  beforeEach(() => {
    configureApi({ baseUrl: 'http://api.test/api' });
    setApiNotifier({ error: quiet, warning: quiet, notice: quiet, relogin: quiet, results: quiet });
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(FAILURE_ANSWERS)('says %s in place with 重试, which asks again', async (_kind, answer, reason) => {
    const fetch = vi.fn(async (request: Request) => {
      const good = Object.entries(answers).find(([part]) => request.url.includes(part));
      return good ? good[1]() : answer();
    });
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    if (user) client.setQueryData(getLoginUserDetailsQueryKey(), user);
    render(
      <ConfigProvider locale={zhCN}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[url]}>{panel()}</MemoryRouter>
        </QueryClientProvider>
      </ConfigProvider>,
    );
    await reach?.();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toMatch(title);
    expect(alert.textContent).toMatch(reason);
    if (notShown) expect(screen.queryByText(notShown)).toBeNull();
    const before = fetch.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(before));
  });
}
