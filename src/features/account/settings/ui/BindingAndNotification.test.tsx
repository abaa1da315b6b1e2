import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BindingSettings } from './BindingSettings';
import { NotificationSettings } from './NotificationSettings';
import { closeFeedback, fail, ok, renderWithProviders, serve } from './testing';

afterEach(async () => {
  await closeFeedback();
  vi.unstubAllGlobals();
});

describe('BindingSettings', () => {
  it('unbinds DingTalk only after the confirmation', async () => {
    const calls = serve({
      '/sys/sysUser/ownBinding': ok([
        {
          type: 'DINGTALK',
          bound: true,
          externalName: '张伟',
          externalOrgName: '苏州精工制造有限公司',
          bindTime: '2026-03-02 10:18:44',
        },
        { type: 'WECOM', bound: false, externalName: null, externalOrgName: null, bindTime: null },
      ]),
      '/sys/sysUser/unbind': ok(),
    });
    renderWithProviders(<BindingSettings />);
    expect(
      await screen.findByText('已绑定钉钉账号：张伟（苏州精工制造有限公司），绑定于 2026-03-02 10:18:44'),
    ).toBeTruthy();
    expect(screen.getByText('未绑定企业微信。在企业微信工作台中打开本系统即可完成绑定。')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /解\s*绑/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('确定解绑钉钉吗？').length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.path === '/sys/sysUser/unbind')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: /解\s*绑/ }));
    expect(await screen.findByText('已解绑钉钉')).toBeTruthy();
    expect(calls.find((call) => call.path === '/sys/sysUser/unbind')?.body).toEqual({ type: 'DINGTALK' });
  });
});

describe('NotificationSettings', () => {
  const rows = [
    { code: 'TODO_TASK', name: '待办任务', description: '有新的待处理单据或任务分派给我时通知', enabled: true },
    { code: 'PROJECT_UPDATE', name: '项目动态', description: null, enabled: false },
  ];

  it('saves a flipped switch and shows it on once the server has it', async () => {
    const calls = serve({ '/sys/sysUser/ownNotifySetting': ok(rows), '/sys/sysUser/updateNotifySetting': ok() });
    renderWithProviders(<NotificationSettings />);
    const toggle = await screen.findByRole('switch', { name: '项目动态' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: '项目动态' }).getAttribute('aria-checked')).toBe('true'),
    );
    expect(calls.find((call) => call.path === '/sys/sysUser/updateNotifySetting')?.body).toEqual({
      settings: [{ code: 'PROJECT_UPDATE', enabled: true }],
    });
  });

  it('leaves the switch as it was when the server refuses', async () => {
    serve({
      '/sys/sysUser/ownNotifySetting': ok(rows),
      '/sys/sysUser/updateNotifySetting': fail('通知设置暂不可修改'),
    });
    renderWithProviders(<NotificationSettings />);
    await userEvent.click(await screen.findByRole('switch', { name: '待办任务' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: '待办任务' }).className).not.toContain('loading'));
    expect(screen.getByRole('switch', { name: '待办任务' }).getAttribute('aria-checked')).toBe('true');
  });
});
