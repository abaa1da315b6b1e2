import type { Page } from 'playwright-core';

export type UserExample = 'developmentUser' | 'noPermissionUser' | 'superAdmin';

/**
 * The mock's today (its examples' story: docs/design/scm-quality.md, 2026-11-29 at 苏州精工): a flow whose messages
 * name today ("不能晚于今天 2026-11-29") pins the browser's clock to it, so it reads the same on any day CI runs.
 */
export const STORY_TODAY = '2026-11-29';

export async function pinStoryToday(page: Page): Promise<void> {
  await page.clock.setFixedTime(new Date(`${STORY_TODAY}T10:00:00+08:00`));
}

/** Asks the mock for another example of one operation (Prism's Prefer header), for every matching request. */
export async function preferExample(page: Page, apiPath: string, example: string): Promise<void> {
  await page.route(`**/api${apiPath}`, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: `example=${example}` } }),
  );
}

/**
 * Starts a page with a stored token (as a finished login leaves it), so shell tests do not depend on the login
 * steps; `user` picks another getLoginUserDetails example of the mock.
 */
export async function signIn(page: Page, user?: UserExample): Promise<void> {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('ACCESS_TOKEN', JSON.stringify({ value: 'e2e-token', expire: Date.now() + 7 * 86_400_000 }));
  });
  if (user) await preferExample(page, '/bos/v2/bosPlatformLogin/getLoginUserDetails', user);
}

/** The text of antd's message toasts currently shown. */
export async function toasts(page: Page): Promise<string[]> {
  return page.locator('.ant-message-notice').allTextContents();
}
