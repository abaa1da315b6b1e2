/**
 * Every login branch of product.md §4.6 against the mock, driven by Prism's `Prefer: example=<key>` (the examples of
 * openapi/bos.yaml): captcha (slider and click-word), MFA, password change (modify and cancel), enterprise and
 * account choice, SMS login with its countdown, bad credentials, and an expired login session.
 */
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { completeSliderCaptcha, loginStep, preferExample, recordLoginForms, submitAccountLogin } from './support/login';

const browser = setupBrowser();

async function expectWelcome() {
  const { page } = browser;
  await page.waitForURL((u) => u.pathname === '/welcome');
  await expect.poll(() => page.getByRole('heading', { level: 3 }).textContent()).toMatch(/好，张伟$/);
  expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toContain('"expire"');
}

async function withoutCaptcha() {
  await preferExample(browser.context, loginStep('createLoginSession'), 'captchaDisabled');
}

describe('captcha before the login', () => {
  it('shows the slider picture and logs in once it is dragged into place', async () => {
    const { page, url } = browser;
    const logins = recordLoginForms(page, 'loginWithAccount');
    await page.goto(url('/login'));
    await submitAccountLogin(page);
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain('请完成安全验证');
    await page.getByText('向右拖动滑块填充拼图').waitFor();
    await completeSliderCaptcha(page);
    await expectWelcome();
    // The check's proof travels with the login (bos.yaml captchaCheck example).
    await expect
      .poll(() => logins[0])
      .toMatchObject({ account: 'zhangwei', captchaVerification: 'Zk3pQ9vX1cT8rB2nW5yL0mD7hF4sJ6aE+u1oI8gK3tY=' });
  });

  it('shows the click-word captcha when the server sends that type', async () => {
    const { page, url, context } = browser;
    await preferExample(context, '/bos/captcha/get', 'clickWord');
    await page.goto(url('/login'));
    await submitAccountLogin(page);
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain('请依次点击精 工 制');
    const picture = page.getByRole('img', { name: /^文字点选验证码/ });
    for (const [x, y] of [
      [46, 62],
      [158, 46],
      [266, 72],
    ] as const)
      await picture.click({ position: { x, y } });
    await expectWelcome();
  });

  it('says why a failed check failed and offers a fresh picture', async () => {
    const { page, url, context } = browser;
    let pictures = 0;
    page.on('request', (request) => void (request.url().endsWith('/bos/captcha/get') && (pictures += 1)));
    await preferExample(context, '/bos/captcha/check', 'mismatch');
    await page.goto(url('/login'));
    await submitAccountLogin(page);
    await completeSliderCaptcha(page);
    await expect.poll(() => page.getByRole('dialog').getByRole('alert').textContent()).toBe('验证失败，请重新验证');
    await expect.poll(() => pictures).toBe(2);
    await context.unroute('**/api/bos/captcha/check');
    await completeSliderCaptcha(page);
    await expectWelcome();
  });
});

describe('steps after the password', () => {
  it('asks for the MFA code, sends the SMS with a countdown, and logs in', async () => {
    const { page, url, context } = browser;
    await withoutCaptcha();
    await preferExample(context, loginStep('loginWithAccount'), 'needMFA');
    await page.goto(url('/login'));
    await submitAccountLogin(page);
    await expect.poll(() => page.getByRole('heading', { level: 2 }).textContent()).toBe('二次验证');
    await page.getByText('请输入发送至 138****6721 的短信验证码').waitFor();
    await page.getByRole('button', { name: '获取验证码' }).click();
    const countdown = page.getByRole('button', { name: /秒后重新获取/ });
    await expect.poll(() => countdown.textContent()).toBe('60 秒后重新获取');
    expect(await countdown.isDisabled()).toBe(true);
    await page.getByLabel('短信验证码').fill('48291');
    await page.getByRole('button', { name: /验\s*证/ }).click();
    await expect.poll(() => page.getByText('验证码为 6 位数字').isVisible()).toBe(true);
    await page.getByLabel('短信验证码').fill('482913');
    await page.getByRole('button', { name: /验\s*证/ }).click();
    await expectWelcome();
  });

  it('changes the password when the server asks for it', async () => {
    const { page, url, context } = browser;
    await withoutCaptcha();
    await preferExample(context, loginStep('loginWithAccount'), 'needModifyPassword');
    const changes = recordLoginForms(page, 'modifyPassword');
    await page.goto(url('/login'));
    await submitAccountLogin(page, 'zhangwei', 'Jg@123456');
    await expect.poll(() => page.getByRole('heading', { level: 2 }).textContent()).toBe('修改密码');
    await page.getByText('首次登录，请修改初始密码').waitFor();
    await page.getByText('密码规则：8–20 位，须同时包含字母和数字').waitFor();
    await page.getByLabel('原密码').fill('Jg@123456');
    await page.getByLabel('新密码', { exact: true }).fill('Jg2026sz');
    await page.getByLabel('确认新密码').fill('Jg2026sy');
    await page.getByRole('button', { name: /修\s*改/ }).click();
    await expect.poll(() => page.getByText('两次输入的新密码不一致').isVisible()).toBe(true);
    await page.getByLabel('确认新密码').fill('Jg2026sz');
    await page.getByRole('button', { name: /修\s*改/ }).click();
    await expectWelcome();
    await expect.poll(() => changes[0]).toMatchObject({ oldPassword: 'Jg@123456', newPassword: 'Jg2026sz' });
    await expect.poll(() => changes[0]).not.toHaveProperty('confirmPassword');
  });

  it('keeps the form and says so when the password may not be skipped, and skips it when allowed', async () => {
    const { page, url, context } = browser;
    await withoutCaptcha();
    await preferExample(context, loginStep('loginWithAccount'), 'needModifyPassword');
    await preferExample(context, loginStep('cancelModifyPassword'), 'mustModify');
    await page.goto(url('/login'));
    await submitAccountLogin(page);
    await page.getByLabel('原密码').fill('Jg@123456');
    await page.getByRole('button', { name: /取\s*消/ }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('初始密码必须修改后才能登录');
    expect(await page.getByLabel('原密码').inputValue()).toBe('Jg@123456');
    await context.unroute(`**/api${loginStep('cancelModifyPassword')}`);
    await page.getByRole('button', { name: /取\s*消/ }).click();
    await expectWelcome();
  });

  it('lets the person choose the enterprise', async () => {
    const { page, url, context } = browser;
    await withoutCaptcha();
    await preferExample(context, loginStep('loginWithAccount'), 'needChooseEnterprise');
    const choices = recordLoginForms(page, 'chooseLoginEnterprise');
    await page.goto(url('/login'));
    await submitAccountLogin(page);
    const list = page.getByRole('list', { name: '可登录的企业' });
    await expect.poll(() => list.getByRole('button').count()).toBe(3);
    await list.getByRole('button', { name: /无锡华精/ }).click();
    await expectWelcome();
    await expect.poll(() => choices[0]).toMatchObject({ enterpriseId: '1716352000000000102' });
  });

  it('lets the person choose the account', async () => {
    const { page, url, context } = browser;
    await withoutCaptcha();
    await preferExample(context, loginStep('loginWithAccount'), 'needChooseAccount');
    const choices = recordLoginForms(page, 'chooseLoginAccount');
    await page.goto(url('/login'));
    await submitAccountLogin(page);
    const list = page.getByRole('list', { name: '可登录的账号' });
    await list.getByRole('button', { name: /张伟（质量部）/ }).click();
    await expectWelcome();
    await expect.poll(() => choices[0]).toMatchObject({ accountId: '1716352000000000204' });
  });

  it('starts a fresh login session when a step finds it expired, keeping what was typed', async () => {
    const { page, url, context } = browser;
    await withoutCaptcha();
    await preferExample(context, loginStep('loginWithAccount'), 'needChooseEnterprise');
    await preferExample(context, loginStep('chooseLoginEnterprise'), 'sessionExpired');
    await page.goto(url('/login'));
    await submitAccountLogin(page);
    await page.getByRole('button', { name: /苏州精工/ }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toContain('登录会话已过期，已为您重新建立会话');
    expect(await page.getByLabel('账号', { exact: true }).inputValue()).toBe('zhangwei');
    expect(await page.getByLabel('密码', { exact: true }).inputValue()).toBe('Jg@2026sz');
  });

  it('shows bad credentials on the form and keeps the input', async () => {
    const { page, url, context } = browser;
    await withoutCaptcha();
    await preferExample(context, loginStep('loginWithAccount'), 'badCredentials');
    await page.goto(url('/login'));
    await submitAccountLogin(page, 'zhangwei', 'wrong-password');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('账号或密码错误');
    expect(await page.getByLabel('密码', { exact: true }).inputValue()).toBe('wrong-password');
  });
});

describe('SMS login', () => {
  it('checks the phone, sends the code behind the captcha, counts down and logs in', async () => {
    const { page, url } = browser;
    const sends = recordLoginForms(page, 'getSmsCode');
    await page.goto(url('/login'));
    await page.getByRole('tab', { name: '短信登录' }).click();
    await page.getByLabel('手机号').fill('1386215672');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => page.getByText('请输入正确的 11 位手机号').isVisible()).toBe(true);
    await page.getByLabel('手机号').fill('13862156721');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await completeSliderCaptcha(page);
    const countdown = page.getByRole('button', { name: /秒后重新获取/ });
    await expect.poll(() => countdown.textContent()).toBe('60 秒后重新获取');
    expect(await countdown.isDisabled()).toBe(true);
    await expect.poll(() => countdown.textContent(), { timeout: 5000 }).toBe('59 秒后重新获取');
    await page.getByText('验证码已发送至 138****6721，5 分钟内有效').waitFor();
    await expect
      .poll(() => sends[0])
      .toMatchObject({
        scene: 'login',
        phone: '13862156721',
        captchaVerification: 'Zk3pQ9vX1cT8rB2nW5yL0mD7hF4sJ6aE+u1oI8gK3tY=',
      });
    await page.getByLabel('验证码', { exact: true }).fill('482913');
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await expectWelcome();
  });

  it('keeps what was typed on the account tab while the SMS tab is open', async () => {
    const { page, url } = browser;
    await page.goto(url('/login'));
    await page.getByLabel('账号', { exact: true }).fill('zhangwei');
    await page.getByRole('tab', { name: '短信登录' }).click();
    await page.getByLabel('手机号').fill('13862156721');
    await page.getByRole('tab', { name: '账号密码登录' }).click();
    expect(await page.getByLabel('账号', { exact: true }).inputValue()).toBe('zhangwei');
    await page.getByRole('tab', { name: '短信登录' }).click();
    expect(await page.getByLabel('手机号').inputValue()).toBe('13862156721');
  });
});
