import { Modal } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@/entities/session';
import {
  configureApi,
  createQueryClient,
  getLoginUserDetailsQueryKey,
  setApiNotifier,
  type ApiNotifier,
} from '@/shared/api';
import { pageReload } from '@/shared/lib/browser';
import { EnterpriseSwitcher } from './EnterpriseSwitcher';

const enterprises = [
  { id: '1716352000000000101', alias: '苏州精工' },
  { id: '1716352000000000102', alias: '无锡华精' },
];

function user(optionalEnterpriseList: UserInfo['optionalEnterpriseList']): UserInfo {
  return {
    id: '1716352000000000201',
    account: 'zhangwei',
    enterpriseId: '1716352000000000101',
    enterpriseAlias: '苏州精工',
    corpName: '苏州精工制造有限公司',
    optionalEnterpriseList,
    modules: [],
    adminType: 0,
    name: '张伟',
    nickname: '张伟',
    welcome: null,
    avatar: null,
    token: 'token-0123456789abcdef',
    tenantCode: 'JG2026',
    permissions: [],
    permissionList: [],
    projPermissions: [],
    roles: [],
    products: [],
    functionTree: [],
  };
}

const notifier = {
  error: vi.fn(),
  warning: vi.fn(),
  notice: vi.fn(),
  relogin: vi.fn(),
  results: vi.fn(),
} satisfies ApiNotifier;

function renderSwitcher(info: UserInfo) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(getLoginUserDetailsQueryKey(), info);
  render(
    <QueryClientProvider client={queryClient}>
      <EnterpriseSwitcher />
    </QueryClientProvider>,
  );
}

function answerSwitch(body: object) {
  const fetch = vi.fn(async (_request: Request) => Response.json(body));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function pick(alias: string) {
  await userEvent.click(screen.getByRole('button', { name: /切换企业/ }));
  await userEvent.click(await screen.findByText(alias));
}

beforeEach(() => {
  configureApi({ baseUrl: 'http://app.test/api' });
  setApiNotifier(notifier);
  vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
});
afterEach(async () => {
  // Close the static confirm and let React finish with it before the DOM (and, after the last test, jsdom) goes.
  Modal.destroyAll();
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  document.body.innerHTML = '';
});

describe('EnterpriseSwitcher', () => {
  it('is hidden when there is only one enterprise', () => {
    renderSwitcher(user(enterprises.slice(0, 1)));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('confirms, switches on the server with the enterprise id, then reloads', async () => {
    const fetch = answerSwitch({ code: 200, message: '操作成功', success: true, data: null });
    renderSwitcher(user(enterprises));
    expect(screen.getByRole('button', { name: /切换企业/ }).textContent).toContain('苏州精工');
    await pick('无锡华精');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('确认切换企业吗 ？');
    expect(dialog.textContent).toContain('确定将当前企业切换至【无锡华精】？');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(pageReload.reload).toHaveBeenCalledTimes(1));
    const [request] = fetch.mock.calls[0] ?? [];
    if (!request) throw new Error('switchLoginEnterprise was not called');
    expect(new URL(request.url).pathname).toBe('/api/bos/v2/bosPlatformLogin/switchLoginEnterprise');
    expect((await request.formData()).get('enterpriseId')).toBe('1716352000000000102');
  });

  it('stays put, without reloading, when the server refuses', async () => {
    answerSwitch({ code: 1013009, message: '您不是该企业的成员，无法切换', success: false, data: null });
    renderSwitcher(user(enterprises));
    await pick('无锡华精');
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(notifier.error).toHaveBeenCalledWith('您不是该企业的成员，无法切换'));
    expect(pageReload.reload).not.toHaveBeenCalled();
  });

  it('asks nothing when the current enterprise is picked', async () => {
    renderSwitcher(user(enterprises));
    await userEvent.click(screen.getByRole('button', { name: /切换企业/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '苏州精工' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
