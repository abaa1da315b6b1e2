import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileFixture } from '../model/profile.fixture';
import { AccountSettingsPage } from './AccountSettingsPage';
import { closeFeedback, ok, renderWithProviders, serve } from './testing';

afterEach(async () => {
  await closeFeedback();
  vi.unstubAllGlobals();
});

const backend = () =>
  serve({
    '/sys/sysUser/ownInfo': ok(profileFixture),
    '/sys/sysUser/ownCustomSetting': ok({ defaultProductId: null, pageSize: 10, tableSize: 'small' }),
    '/sys/sysUser/updateCustomSetting': ok(),
    '/bos/v2/bosPlatformLogin/getLoginUserDetails': ok({
      products: [{ id: '1716352000000100006', name: '仓储', icon: null, code: 'Storage', active: false }],
    }),
  });

describe('AccountSettingsPage', () => {
  it('opens the section named in ?tab=', async () => {
    backend();
    renderWithProviders(<AccountSettingsPage />, '/account/settings?tab=security');
    expect(await screen.findByText('已绑定手机：139****8016')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '安全设置' })).toBeTruthy();
  });

  it('opens 基本设置 for an unknown tab', async () => {
    backend();
    renderWithProviders(<AccountSettingsPage />, '/account/settings?tab=nonsense');
    expect(await screen.findByRole('heading', { name: '基本设置' })).toBeTruthy();
    expect((await screen.findByLabelText<HTMLInputElement>('昵称')).value).toBe('张伟');
  });

  it('switches sections from the menu and saves 个性化 ("the first product" as null)', async () => {
    const calls = backend();
    renderWithProviders(<AccountSettingsPage />);
    await userEvent.click(screen.getByRole('menuitem', { name: '个性化' }));
    expect(await screen.findByRole('heading', { name: '个性化' })).toBeTruthy();
    await userEvent.click(await screen.findByText('中等'));
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('个性化设置已保存')).toBeTruthy();
    expect(calls.find((call) => call.path === '/sys/sysUser/updateCustomSetting')?.body).toEqual({
      defaultProductId: null,
      pageSize: 10,
      tableSize: 'middle',
    });
  });
});
