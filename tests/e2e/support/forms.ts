/** What the module flows do with lists and forms: find a row, choose an option, type a date, save (one copy). */
import type { Locator, Page } from 'playwright-core';

/** antd writes two-character button texts with a space (保 存): these match either. */
export const SAVE = /保\s*存/;
export const OK = /确\s*定/;

/** The table row holding a cell with exactly this text. */
export const rowOf = (page: Page, cell: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: cell, exact: true }) });

/** An option of the select dropdown that is open. */
export const dropdownOption = (page: Page, title: string) =>
  page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true });

/** Chooses an option of a select labelled `label` (typing narrows the list first). */
export async function choose(page: Page, scope: Locator, label: string, option: string, search?: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  if (search) await input.fill(search);
  await dropdownOption(page, option).click();
}

/** Types a date into the picker labelled `label`; Tab takes it and closes the panel. */
export async function typeDate(scope: Locator, label: string, date: string) {
  await scope.getByLabel(label).fill(date);
  await scope.getByLabel(label).press('Tab');
}

/** A screenshot to look at, only when E2E_SHOTS names a folder (never in CI). */
export async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
