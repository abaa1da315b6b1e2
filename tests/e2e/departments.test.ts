import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { requestBodies } from './support/requests';
import { signIn, toasts } from './support/session';

const browser = setupBrowser();
const LIST = '/system/dept';
// openapi/examples/sys/sysDeptPage.yaml, page 1: 制程质量组 is disabled, 包装车间 archived.
const DISABLED = { code: 'QA-IPQC', id: '1716352000000000318' };
const ARCHIVED = { code: 'WS-BZ', id: '1716352000000000315' };

/** The page requests (a GET: their query parameters), counted to see the refetch after a state change. */
function pageRequests(page: Page): string[] {
  const queries: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/api/sys/sysDept/page')) queries.push(url.search);
  });
  return queries;
}

async function openList(page: Page, url: (path: string) => string) {
  await signIn(page);
  const pages = pageRequests(page);
  await page.goto(url(LIST));
  await page.getByRole('cell', { name: DISABLED.code, exact: true }).waitFor();
  return pages;
}

/** Runs a row action kept under 更多 and confirms '确认{title}吗？'. */
async function runConfirmed(page: Page, code: string, title: string) {
  // Two actions show in the row, the rest under 更多.
  const row = page.getByRole('row', { name: new RegExp(code) });
  const shown = row.getByRole('button', { name: title, exact: true });
  if (await shown.count()) {
    await shown.click();
  } else {
    await row.getByRole('button', { name: /更多/ }).hover();
    await page.getByRole('menuitem', { name: title }).click();
  }
  const dialog = page.locator('.ant-modal-confirm').filter({ hasText: `确认${title}吗？` });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
}

describe('the department list', () => {
  it('shows the organisation tree beside the list', async () => {
    const { page, url } = browser;
    await openList(page, url);
    const tree = page.getByRole('region', { name: '部门树' });
    await tree.getByText('生产中心', { exact: true }).waitFor();
    await tree.getByText('苏州精工制造有限公司', { exact: true }).waitFor();
  });

  it('archives a disabled department after asking, sending its id, and refetches', async () => {
    const { page, url } = browser;
    const pages = await openList(page, url);
    const archives = requestBodies(page, '/sys/sysDept/archive');
    await runConfirmed(page, DISABLED.code, '归档');
    await expect.poll(() => archives[0]).toEqual({ ids: [DISABLED.id] });
    await expect.poll(() => toasts(page)).toContain('已归档');
    await expect.poll(() => pages.length).toBeGreaterThan(1);
  });

  it('recovers an archived department after asking, sending its id', async () => {
    const { page, url } = browser;
    await openList(page, url);
    const recovers = requestBodies(page, '/sys/sysDept/recover');
    await runConfirmed(page, ARCHIVED.code, '恢复');
    await expect.poll(() => recovers[0]).toEqual({ ids: [ARCHIVED.id] });
    await expect.poll(() => toasts(page)).toContain('已恢复');
  });

  it('sends nothing when the archive is not confirmed', async () => {
    const { page, url } = browser;
    await openList(page, url);
    const archives = requestBodies(page, '/sys/sysDept/archive');
    await page
      .getByRole('row', { name: new RegExp(DISABLED.code) })
      .getByRole('button', { name: /更多/ })
      .hover();
    await page.getByRole('menuitem', { name: '归档' }).click();
    const dialog = page.locator('.ant-modal-confirm').filter({ hasText: '确认归档吗？' });
    await dialog.getByRole('button', { name: /取\s*消|Cancel/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(archives).toHaveLength(0);
  });
});
