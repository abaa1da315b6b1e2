import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordForm } from './PasswordForm';
import { closeFeedback, fail, ok, renderWithProviders, serve } from './testing';

afterEach(async () => {
  await closeFeedback();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true });
const submit = () => userEvent.click(screen.getByRole('button', { name: /修改密码/ }));

describe('PasswordForm', () => {
  it('rates the new password as it is typed (product.md §5)', async () => {
    serve({});
    renderWithProviders(<PasswordForm />);
    expect(screen.queryByText(/强度/)).toBeNull();
    await userEvent.type(field('新密码'), 'abcdefgh');
    expect(screen.getByText('强度：弱')).toBeTruthy();
    await userEvent.type(field('新密码'), '12');
    expect(screen.getByText('强度：中')).toBeTruthy();
    await userEvent.type(field('新密码'), 'X@');
    expect(screen.getByText('强度：强')).toBeTruthy();
  });

  it('wants a matching confirmation, then sends old and new password and clears the form', async () => {
    const onChanged = vi.fn();
    const calls = serve({ '/sys/sysUser/updatePwd': ok() });
    renderWithProviders(<PasswordForm onChanged={onChanged} />);
    await userEvent.type(field('原密码'), 'Jg@2026sz');
    await userEvent.type(field('新密码'), 'Jg@2027wx');
    await userEvent.type(field('确认新密码'), 'Jg@2027w');
    await submit();
    expect(await screen.findByText('两次输入的新密码不一致')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await userEvent.type(field('确认新密码'), 'x');
    await submit();
    expect(await screen.findByText('密码已修改，其他设备上的登录需重新登录')).toBeTruthy();
    expect(calls[0]).toMatchObject({
      path: '/sys/sysUser/updatePwd',
      body: { oldPassword: 'Jg@2026sz', newPassword: 'Jg@2027wx' },
    });
    expect(field('原密码').value).toBe('');
    expect(field('新密码').value).toBe('');
    expect(onChanged).toHaveBeenCalledOnce();
  });

  it('shows the server refusal on the form and keeps the typed passwords', async () => {
    serve({ '/sys/sysUser/updatePwd': fail('原密码错误') });
    renderWithProviders(<PasswordForm />);
    await userEvent.type(field('原密码'), 'wrong-old1');
    await userEvent.type(field('新密码'), 'Jg@2027wx');
    await userEvent.type(field('确认新密码'), 'Jg@2027wx');
    await submit();
    expect((await screen.findByText('原密码错误')).closest('[role=alert]')).toBeTruthy();
    expect(field('原密码').value).toBe('wrong-old1');
    expect(field('确认新密码').value).toBe('Jg@2027wx');
  });
});
