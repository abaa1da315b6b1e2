/** What a person does on the login page, for the browser tests. */
import type { BrowserContext, Locator, Page } from 'playwright-core';

/** Makes the mock answer `path` (under /api) with its example `key` (Prism's Prefer header). */
export async function preferExample(context: BrowserContext, path: string, key: string): Promise<void> {
  await context.route(`**/api${path}`, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: `example=${key}` } }),
  );
}

export const loginStep = (name: string) => `/bos/v2/bosPlatformLogin/${name}`;

/** Every multipart form the page sent to a login operation, in order. */
export function recordLoginForms(page: Page, name: string): Record<string, string>[] {
  const forms: Record<string, string>[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith(`/bosPlatformLogin/${name}`)) return;
    const body = request.postData() ?? '';
    const fields = [...body.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)/g)].map((m) => [m[1], m[2]] as const);
    forms.push(Object.fromEntries(fields));
  });
  return forms;
}

export async function submitAccountLogin(page: Page, account = 'zhangwei', password = 'Jg@2026sz'): Promise<void> {
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
}

/** Drags the slider as a person would (the mock's captcha check accepts any position). */
export async function completeSliderCaptcha(page: Page): Promise<void> {
  const knob = page.getByRole('slider', { name: '拖动滑块完成拼图' });
  await knob.and(page.locator('[aria-disabled="false"]')).waitFor();
  // The dialog zooms in: wait until the knob has its full size and stays put before grabbing it.
  const box = await settledBox(knob);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 132, y + 2, { steps: 12 });
  await page.mouse.up();
}

/** The element's box once the opening animation is over: the same, non-shrunk box on two reads 100 ms apart. */
async function settledBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const before = await locator.boundingBox();
    await locator.page().waitForTimeout(100);
    const after = await locator.boundingBox();
    if (before && after && after.width >= 30 && JSON.stringify(before) === JSON.stringify(after)) return after;
  }
  throw new Error('the element never settled');
}
