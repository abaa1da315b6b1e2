import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { requestBodies } from './support/requests';
import { signIn } from './support/session';

const browser = setupBrowser();

async function fillRow(page: Page, row: number, code: string, name: string) {
  const dialog = page.getByRole('dialog', { name: '批量新增在制品物料' });
  await dialog.getByLabel(`第 ${row} 行物料`).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('RM-AL-0001 6063 铝型材').click();
  await dialog.getByLabel(`第 ${row} 行制造状态`).click();
  await page
    .locator('.ant-select-dropdown:visible')
    .getByTitle(row === 1 ? '粗加工完成' : '精加工完成')
    .click();
  await dialog.getByLabel(`第 ${row} 行在制品编码`).fill(code);
  await dialog.getByLabel(`第 ${row} 行在制品名称`).fill(name);
}

describe('the WIP materials', () => {
  it('batch-adds rows: a bad row keeps every row and sends nothing, the fixed batch goes in one request', async () => {
    const { page, url } = browser;
    await signIn(page);
    const creates = requestBodies(page, '/scm/v2/commonDataMaterial/wipMaterialCreate');
    await page.goto(url('/master/wipMaterial'));
    await page.getByRole('button', { name: /批量新增/ }).click();
    const dialog = page.getByRole('dialog', { name: '批量新增在制品物料' });
    await dialog.getByRole('button', { name: /添加一行/ }).click();
    await fillRow(page, 1, 'WIP-AL-01', '铝型材粗加工件');
    await fillRow(page, 2, 'WIP AL 02', '铝型材精加工件');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();

    await dialog.getByText('在制品编码只能包含字母、数字、“-”和“_”').waitFor();
    expect(creates).toHaveLength(0);
    expect(await dialog.getByLabel('第 1 行在制品编码').inputValue()).toBe('WIP-AL-01');

    await dialog.getByLabel('第 2 行在制品编码').fill('WIP-AL-02');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    // Under load the save can take seconds: the poll waits as long as the dialog's close would.
    await expect
      .poll(() => creates)
      .toEqual([
        {
          items: [
            expect.objectContaining({
              materialId: '1716352000000400401',
              mfgStateId: '1716352000000400610',
              code: 'WIP-AL-01',
              name: '铝型材粗加工件',
            }),
            expect.objectContaining({
              materialId: '1716352000000400401',
              mfgStateId: '1716352000000400611',
              code: 'WIP-AL-02',
              name: '铝型材精加工件',
            }),
          ],
        },
      ]);
    await dialog.waitFor({ state: 'hidden' });
  });
});
