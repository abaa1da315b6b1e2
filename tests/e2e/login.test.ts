import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@/shared/lib/color';
import { setupBrowser } from './support/browser';
import { completeSliderCaptcha, submitAccountLogin } from './support/login';

const browser = setupBrowser();

describe('login against the mock', () => {
  it('sends an anonymous visitor to /login with the wanted path, and back there after logging in', async () => {
    const { page, url } = browser;
    await page.goto(url('/welcome'));
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/welcome');
    await expect.poll(() => page.title()).toBe('智造协同平台 - 登录');

    // The mock's login session asks for the captcha (createLoginSession's first example).
    await submitAccountLogin(page);
    await completeSliderCaptcha(page);

    await page.waitForURL((u) => u.pathname === '/welcome');
    await expect.poll(() => page.getByRole('heading', { level: 3 }).textContent()).toMatch(/好，张伟$/);
    expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toContain('"expire"');
  });

  it('shows Chinese messages for an empty form and keeps what was typed', async () => {
    const { page, url } = browser;
    await page.goto(url('/login'));
    await page.getByLabel('账号', { exact: true }).fill('zhangwei');
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await expect.poll(() => page.getByText('请输入密码').isVisible()).toBe(true);
    expect(await page.getByLabel('账号', { exact: true }).inputValue()).toBe('zhangwei');
  });

  it('shows the server message on the form for bad credentials', async () => {
    const { page, url, context } = browser;
    // Prism answers the spec's badCredentials example when asked with Prefer.
    await context.route('**/api/bos/v2/bosPlatformLogin/loginWithAccount', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'example=badCredentials' } }),
    );
    await page.goto(url('/login'));
    await submitAccountLogin(page, 'zhangwei', 'wrong-password');
    await completeSliderCaptcha(page);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('账号或密码错误');
    expect(await page.getByLabel('账号', { exact: true }).inputValue()).toBe('zhangwei');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('keeps a primary button readable while it waits for its answer (antd fades a loading one below 4.5:1)', async () => {
    const { page, url, context } = browser;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/api/bos/v2/bosPlatformLogin/loginWithAccount', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url('/login'));
    await submitAccountLogin(page);
    await completeSliderCaptcha(page);
    const waiting = page.locator('.ant-btn-primary.ant-btn-loading');
    await waiting.waitFor();
    expect(await waiting.evaluate((button) => getComputedStyle(button).opacity)).toBe('1');
    release();
    await page.waitForURL((u) => u.pathname === '/welcome');
  });

  it('keeps the card’s links readable under the pointer', async () => {
    const { page, url } = browser;
    await page.goto(url('/login'));
    const link = page.getByRole('link', { name: '忘记密码？' });
    await link.hover();
    const hex = (rgb: string) =>
      `#${(rgb.match(/\d+/g) ?? [])
        .slice(0, 3)
        .map((n) => Number(n).toString(16).padStart(2, '0'))
        .join('')}`;
    await expect
      .poll(async () => contrastRatio(hex(await link.evaluate((a) => getComputedStyle(a).color)), '#ffffff'))
      .toBeGreaterThanOrEqual(4.5);
  });

  it('never follows a redirect to another origin', async () => {
    const { page, url } = browser;
    await page.goto(url(`/login?redirect=${encodeURIComponent('https://evil.example/phish')}`));
    await submitAccountLogin(page);
    await completeSliderCaptcha(page);
    await page.waitForURL((u) => u.pathname === '/welcome');
    expect(new URL(page.url()).origin).toBe(new URL(url('/')).origin);
  });
});
