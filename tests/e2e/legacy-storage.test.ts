import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { requestBodies } from './support/requests';
import { signIn, toasts } from './support/session';

const browser = setupBrowser();
const API = '/scm';

/** Signs in, opens the screen and waits for a row of the mock's list; gives the list requests. */
async function openList(page: Page, url: (path: string) => string, route: string, listPath: string, cell: string) {
  await signIn(page);
  const lists = requestBodies(page, `${API}${listPath}`);
  await page.goto(url(route));
  await page.getByRole('cell', { name: cell, exact: true }).first().waitFor();
  return lists;
}

const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:visible');

describe('仓库（旧版）', () => {
  it('lists the houses', async () => {
    const { page, url } = browser;
    const pages = await openList(page, url, '/master/legacy/house', '/mdHouse/page', 'WH-RM-01');
    await expect.poll(() => pages[0]).toMatchObject({ pageNo: 1, pageSize: 10 });
    await page.getByRole('cell', { name: '老厂区仓库' }).waitFor();
  });
});

describe('库位（旧版）', () => {
  it('picks a house then one of its areas, keeps what was typed when the code is wrong, saves once it is fixed', async () => {
    const { page, url } = browser;
    const pages = await openList(page, url, '/master/legacy/location', '/mdLocation/page', 'A-01-01');
    const adds = requestBodies(page, `${API}/mdLocation/add`);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增库位' });
    await dialog.getByLabel('所属仓库').click();
    await openDropdown(page).getByTitle('WH-RM-01 原材料一号仓').click();
    await dialog.getByLabel('所属库区').click();
    await openDropdown(page).getByTitle('原材料一号仓 / WH-RM-01-A 型材区').waitFor();
    // The mock answers every area; only the chosen house's are offered.
    expect(
      await openDropdown(page)
        .getByTitle(/^电子料仓/)
        .count(),
    ).toBe(0);
    await openDropdown(page).getByTitle('原材料一号仓 / WH-RM-01-A 型材区').click();
    await dialog.getByLabel('库位编码').fill('A 03 01');
    await dialog.getByLabel('库位名称').fill('型材区 3 号货架第 1 层');
    await dialog.getByLabel('容量（托）').fill('4');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();

    await dialog.getByText('库位编码只能包含字母、数字、“-”和“_”').waitFor();
    expect(adds).toHaveLength(0);
    expect(await dialog.getByLabel('库位名称').inputValue()).toBe('型材区 3 号货架第 1 层');

    await dialog.getByLabel('库位编码').fill('A-03-01');
    const before = pages.length;
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Prism answered 200: the body passed the contract's request validation (the house is not part of it).
    await expect
      .poll(() => adds)
      .toEqual([
        { areaId: '1716352000000480101', code: 'A-03-01', name: '型材区 3 号货架第 1 层', capacity: 4, remark: null },
      ]);
    await expect.poll(() => pages.length).toBeGreaterThan(before);
    await expect.poll(() => toasts(page)).toContain('保存成功');
  });
});

describe('库区（旧版）', () => {
  it('disables an area after confirming', async () => {
    const { page, url } = browser;
    const pages = await openList(page, url, '/master/legacy/area', '/mdArea/page', 'WH-RM-01-A');
    const disables = requestBodies(page, `${API}/mdArea/disable`);
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'WH-RM-01-A', exact: true }) });
    await row.getByText('更多').hover();
    await page.getByRole('menuitem', { name: '停用' }).click();
    await page.getByText('确认停用吗？').waitFor();
    expect(disables).toHaveLength(0);
    const before = pages.length;
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => disables).toEqual([{ ids: ['1716352000000480101'] }]);
    await expect.poll(() => pages.length).toBeGreaterThan(before);
  });
});

describe('物料组（旧版）', () => {
  it('lists every group under 全部, then the groups under the node chosen in the tree', async () => {
    const { page, url } = browser;
    const lists = await openList(page, url, '/master/legacy/group', '/mdGroup/list', 'G01');
    await expect.poll(() => lists[0]).not.toHaveProperty('pid');
    await page.getByRole('region', { name: '物料组' }).getByText('金属材料', { exact: true }).click();
    await expect.poll(() => lists.at(-1)).toMatchObject({ pid: '1716352000000400102' });
    await page.getByRole('region', { name: '物料组' }).getByText('全部', { exact: true }).click();
    await expect.poll(() => lists.at(-1)).not.toHaveProperty('pid');
  });
});
