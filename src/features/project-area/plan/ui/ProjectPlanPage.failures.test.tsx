/**
 * The project area's panels that load on their own behave as the lists do when their answer fails or is malformed
 * (issue 28, item 8): a Chinese message and 重试 where the data would be, never an empty plan or a blank tab.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, createQueryClient, setApiNotifier } from '@/shared/api';
import { ProjectPlanPage } from './ProjectPlanPage';
import { FAILURE_ANSWERS } from '@/shared/lib/failure-answers';

function renderTab(tab: ReactNode) {
  render(
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/project/projPlan?id=1716352000006000001']}>{tab}</MemoryRouter>
      </QueryClientProvider>
    </ConfigProvider>,
  );
}

const quiet = () => undefined;
beforeEach(() => {
  configureApi({ baseUrl: 'http://api.test/api' });
  setApiNotifier({ error: quiet, warning: quiet, notice: quiet, relogin: quiet, results: quiet });
});
afterEach(() => vi.unstubAllGlobals());

describe('计划 tab', () => {
  it.each(FAILURE_ANSWERS)('says %s in place with 重试, which asks again', async (_kind, answer, reason) => {
    const fetch = vi.fn(async () => answer());
    vi.stubGlobal('fetch', fetch);
    renderTab(<ProjectPlanPage />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toMatch(/计划加载失败/);
    expect(alert.textContent).toMatch(reason);
    expect(screen.queryByText('项目还没有计划任务')).toBeNull();
    const before = fetch.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(before));
  });
});
