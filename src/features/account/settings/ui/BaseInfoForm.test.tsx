import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileFixture } from '../model/profile.fixture';
import { BaseInfoForm } from './BaseInfoForm';
import { closeFeedback, fail, ok, renderWithProviders, serve } from './testing';

afterEach(async () => {
  await closeFeedback();
  vi.unstubAllGlobals();
});

const save = () => userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

describe('BaseInfoForm', () => {
  it('starts from the profile and says in Chinese what is wrong, sending nothing', async () => {
    const calls = serve({});
    renderWithProviders(<BaseInfoForm profile={profileFixture} />);
    expect(screen.getByLabelText<HTMLInputElement>('昵称').value).toBe('张伟');
    await userEvent.clear(screen.getByLabelText('昵称'));
    await userEvent.clear(screen.getByLabelText('手机号'));
    await userEvent.type(screen.getByLabelText('手机号'), '1396');
    await save();
    expect(await screen.findByText('请输入昵称')).toBeTruthy();
    expect(screen.getByText('请输入 11 位手机号')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('saves the changes (an emptied field as null) and refreshes the header user', async () => {
    const calls = serve({ '/sys/sysUser/updateInfo': ok() });
    const { queryClient } = renderWithProviders(<BaseInfoForm profile={profileFixture} />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await userEvent.clear(screen.getByLabelText('昵称'));
    await userEvent.type(screen.getByLabelText('昵称'), ' 张工 ');
    await userEvent.clear(screen.getByLabelText('邮箱'));
    await save();
    expect(await screen.findByText('基本信息已更新')).toBeTruthy();
    expect(calls[0]).toMatchObject({
      path: '/sys/sysUser/updateInfo',
      body: {
        nickname: '张工',
        email: null,
        phone: '13962188016',
        gender: 1,
        birthday: '1986-04-12',
        signature: '精益生产，持续改善。',
      },
    });
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['bos', 'getLoginUserDetails'] }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['sys', 'sysUserOwnInfo'] });
  });

  it('shows a server refusal on the form and keeps what was typed', async () => {
    serve({ '/sys/sysUser/updateInfo': fail('手机号 139****8017 已被其他账号绑定') });
    renderWithProviders(<BaseInfoForm profile={profileFixture} />);
    await userEvent.clear(screen.getByLabelText('手机号'));
    await userEvent.type(screen.getByLabelText('手机号'), '13962188017');
    await save();
    expect((await screen.findByText('手机号 139****8017 已被其他账号绑定')).closest('[role=alert]')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('手机号').value).toBe('13962188017');
  });
});
