import type { Locator, Page } from 'playwright-core';

/**
 * Runs a row action, whether the row shows it or keeps it under 更多. The row's actions follow the permissions, which
 * may arrive after the rows: it waits for the action or 更多 to be drawn, and when the action is not under 更多 after
 * all (the row was drawn again meanwhile), it clicks the action in the row.
 */
export async function clickRowAction(page: Page, row: Locator, title: string): Promise<void> {
  const shown = row.getByRole('button', { name: title, exact: true });
  const more = row.getByRole('button', { name: /更多/ });
  await shown.or(more).first().waitFor();
  if (await shown.count()) return shown.click();
  await more.hover();
  const item = page.getByRole('menuitem', { name: title, exact: true });
  try {
    await item.waitFor({ timeout: 5000 });
  } catch {
    await page.mouse.move(0, 0);
    return shown.click();
  }
  await item.click();
}

/** The titles of a row's actions, those in the row and those under 更多, without antd's spacing ('删 除' → '删除'). */
export async function rowActionTitles(page: Page, row: Locator): Promise<string[]> {
  const more = row.getByRole('button', { name: /更多/ });
  await row.getByRole('button').first().waitFor();
  const titles = await row.getByRole('button').allTextContents();
  if (await more.count()) {
    await more.hover();
    const items = page.locator('.ant-dropdown:visible').getByRole('menuitem');
    await items.first().waitFor();
    titles.push(...(await items.allTextContents()));
    await page.mouse.move(0, 0);
    await items.first().waitFor({ state: 'hidden' });
  }
  return titles.map((title) => title.replace(/\s+/g, '')).filter((title) => !title.startsWith('更多'));
}
