/**
 * 忘记密码 (/forget, issue 16, item 5) without a session: from the login page's link, a wrong mobile refused with what was
 * typed kept, the code sent behind the slider captcha, the code verified, a weak password refused, the new one sent
 * with the reset ticket, and back to /login. An expired ticket leads back to step 1 with the account kept.
 */
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { completeSliderCaptcha, loginStep, preferExample, recordLoginForms } from './support/login';

const browser = setupBrowser();

describe('忘记密码', () => {
  it('verifies the account through its mobile, sets a new password and returns to the login page', async () => {
    const { page, url } = browser;
    const codes = recordLoginForms(page, 'getResetCode');
    const verifies = recordLoginForms(page, 'verifyResetCode');
    const resets = recordLoginForms(page, 'resetPassword');
    await page.goto(url('/login'));
    await page.getByRole('link', { name: '忘记密码？' }).click();
    await page.waitForURL((u) => u.pathname === '/forget');
    await expect.poll(() => page.title()).toBe('智造协同平台 - 找回密码');
    expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();

    const identify = page.getByRole('form', { name: '验证身份' });
    await identify.getByLabel('账号').fill('zhangwei');
    await identify.getByLabel('绑定手机号').fill('1386215672');
    await identify.getByRole('button', { name: '获取验证码' }).click();
    await identify.getByText('请输入正确的 11 位手机号').waitFor();
    expect(codes).toHaveLength(0);
    // 邮箱 asks for an e-mail; back on 手机号 the digits typed are still there.
    await identify.getByText('邮箱', { exact: true }).click();
    await identify.getByLabel('绑定邮箱').waitFor();
    await identify.getByText('手机号', { exact: true }).click();
    expect(await identify.getByLabel('绑定手机号').inputValue()).toBe('1386215672');

    await identify.getByLabel('绑定手机号').fill('13862156721');
    await identify.getByRole('button', { name: '获取验证码' }).click();
    await completeSliderCaptcha(page);
    await identify.getByRole('status').filter({ hasText: '验证码已发送至 138****6721，5 分钟内有效' }).waitFor();
    await expect.poll(() => identify.getByRole('button', { name: /秒后重新获取$/ }).isDisabled()).toBe(true);
    expect(codes).toEqual([
      expect.objectContaining({
        account: 'zhangwei',
        channel: 'phone',
        target: '13862156721',
        captchaVerification: expect.any(String),
      }),
    ]);

    await identify.getByLabel('验证码').fill('482913');
    await identify.getByRole('button', { name: '下一步' }).click();
    const password = page.getByRole('form', { name: '设置新密码' });
    await password.getByText('正在为账号 zhangwei 设置新密码').waitFor();
    expect(verifies).toEqual([
      expect.objectContaining({ account: 'zhangwei', channel: 'phone', target: '13862156721', code: '482913' }),
    ]);

    await password.getByLabel('新密码', { exact: true }).fill('jinggong');
    await password.getByText('强度：弱').waitFor();
    await password.getByLabel('确认新密码').fill('jinggong');
    await password.getByRole('button', { name: '重置密码' }).click();
    await password.getByText('新密码须为 8–20 位，同时包含字母和数字，且不含空格').waitFor();
    expect(resets).toHaveLength(0);

    await password.getByLabel('新密码', { exact: true }).fill('Jg@2027sz');
    await password.getByText('强度：强').waitFor();
    await password.getByLabel('确认新密码').fill('Jg@2027sz');
    await password.getByRole('button', { name: '重置密码' }).click();
    await page.getByText('密码已重置').waitFor();
    expect(resets).toEqual([
      expect.objectContaining({ resetTicket: 'rt_5c0e7a9d3b2f4e18a6c1d0f9e8b7a6c5', newPassword: 'Jg@2027sz' }),
    ]);
    await page.getByRole('button', { name: '返回登录' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
  });

  it('says when the reset ticket ran out and goes back to step 1 with the account kept', async () => {
    const { page, url, context } = browser;
    await preferExample(context, loginStep('createLoginSession'), 'captchaDisabled');
    await preferExample(context, loginStep('resetPassword'), 'ticketExpired');
    await page.goto(url('/forget'));
    const identify = page.getByRole('form', { name: '验证身份' });
    await identify.getByLabel('账号').fill('zhangwei');
    await identify.getByLabel('绑定手机号').fill('13862156721');
    await identify.getByLabel('验证码').fill('482913');
    await identify.getByRole('button', { name: '下一步' }).click();
    const password = page.getByRole('form', { name: '设置新密码' });
    await password.getByLabel('新密码', { exact: true }).fill('Jg@2027sz');
    await password.getByLabel('确认新密码').fill('Jg@2027sz');
    await password.getByRole('button', { name: '重置密码' }).click();
    await password.getByRole('alert').filter({ hasText: '验证已过期，请重新获取验证码' }).waitFor();
    await password.getByRole('button', { name: '重新验证身份' }).click();
    expect(await identify.getByLabel('账号').inputValue()).toBe('zhangwei');
  });
});
