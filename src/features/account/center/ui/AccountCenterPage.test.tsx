import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, createQueryClient } from '@/shared/api';
import { AccountCenterPage } from './AccountCenterPage';

const profile = {
  id: '1716352000000000201',
  account: 'zhangwei',
  name: '张伟',
  nickname: '张工',
  avatar: null,
  email: 'zhangwei@jg-mfg.cn',
  phone: '13962188016',
  gender: 1,
  birthday: null,
  signature: null,
  corpName: '苏州精工制造有限公司',
  deptName: '生产管理部',
  positionName: '生产经理',
  roles: [{ id: '1716352000000000401', code: 'corpAdmin', name: '企业管理员' }],
  lastLoginTime: '2026-11-21 17:42:08',
  lastLoginIp: '10.12.3.45',
  pwdUpdateTime: null,
  dingTalkBound: true,
  weComBound: false,
};
const logins = [
  {
    id: '1',
    loginTime: '2026-11-21 17:41:40',
    ip: '10.12.3.45',
    location: '江苏省苏州市',
    client: 'Chrome 131',
    os: 'Windows 11',
    loginType: 'ACCOUNT',
    success: false,
    message: '账号或密码错误',
  },
];

beforeEach(() => {
  configureApi({ baseUrl: 'http://app.test/api' });
  const answers: Record<string, unknown> = {
    '/api/sys/sysUser/ownInfo': profile,
    '/api/sys/sysUser/ownLoginLog': logins,
  };
  vi.stubGlobal('fetch', async (request: Request) =>
    Response.json({ code: 200, message: '操作成功', success: true, data: answers[new URL(request.url).pathname] }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('AccountCenterPage', () => {
  it('shows the profile card, masked contact data and the recent logins', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <AccountCenterPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('张伟（张工）')).toBeTruthy();
    expect(screen.getByText('企业管理员')).toBeTruthy();
    expect(screen.getAllByText('生产管理部').length).toBeGreaterThan(0);
    expect(screen.getByText('139****8016')).toBeTruthy();
    expect(screen.getByText('zh****@jg-mfg.cn')).toBeTruthy();
    expect(screen.getByText('2026-11-21 17:42:08，IP 10.12.3.45')).toBeTruthy();
    expect(screen.getByText('从未修改')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: '最近登录' }));
    expect(await screen.findByText('失败：账号或密码错误')).toBeTruthy();
  });
});
