import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { requestBodies } from './support/requests';
import { signIn, toasts } from './support/session';

const browser = setupBrowser();
const API = '/scm/v2/commonDataMaterial';
const save = /保\s*存/;

describe('material groups', () => {
  it('narrows the list by the tree and adds a group under the chosen one, keeping what was typed past a wrong code', async () => {
    const { page, url } = browser;
    await signIn(page);
    const lists = requestBodies(page, `${API}/cdMaterialGroup/list`);
    const creates = requestBodies(page, `${API}/cdMaterialGroup/create`);
    await page.goto(url('/master/materialGroup'));
    await page.getByRole('cell', { name: 'G010101' }).waitFor();
    await expect.poll(() => lists[0]).not.toHaveProperty('pid');

    await page.getByRole('region', { name: '物料组' }).getByText('金属材料', { exact: true }).click();
    await expect.poll(() => lists.at(-1)).toMatchObject({ pid: '1716352000000400102' });

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增物料组' });
    await dialog.getByLabel('物料组编码').fill('G0101 03');
    await dialog.getByLabel('物料组名称').fill('铜材');
    await dialog.getByRole('button', { name: save }).click();
    await dialog.getByText('物料组编码只能包含字母、数字、“-”和“_”').waitFor();
    expect(await dialog.getByLabel('物料组名称').inputValue()).toBe('铜材');
    expect(creates).toHaveLength(0);

    await dialog.getByLabel('物料组编码').fill('G010103');
    const before = lists.length;
    await dialog.getByRole('button', { name: save }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => creates)
      .toEqual([expect.objectContaining({ pid: '1716352000000400102', code: 'G010103', name: '铜材' })]);
    await expect.poll(() => lists.length).toBeGreaterThan(before);
  });
});

describe('material types', () => {
  it('disables a type after confirming and refetches the list', async () => {
    const { page, url } = browser;
    await signIn(page);
    const lists = requestBodies(page, `${API}/cdMaterialType/list`);
    const disables = requestBodies(page, `${API}/cdMaterialType/disable`);
    await page.goto(url('/master/materialType'));
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'RAW-ME', exact: true }) });
    await row.waitFor();
    const before = lists.length;
    await row.getByText('更多').hover();
    await page.getByRole('menuitem', { name: '停用' }).click();
    await page.getByText('确认停用吗？').waitFor();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => disables).toEqual([{ ids: ['1716352000000400202'] }]);
    await expect.poll(() => lists.length).toBeGreaterThan(before);
    await expect.poll(() => toasts(page)).toContain('已停用');
  });
});

describe('FIFO exemptions', () => {
  it('refuses an end date before the start, then saves the material, warehouse and period', async () => {
    const { page, url } = browser;
    await signIn(page);
    const creates = requestBodies(page, `${API}/cdFifoDisable/create`);
    await page.goto(url('/master/storagePlace/fifoDisable'));
    await page.getByRole('cell', { name: 'PL-PA66-GF30' }).first().waitFor();
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: /先进先出/ });
    await dialog.getByRole('button', { name: /选\s*择/ }).click();
    const selector = page.getByRole('dialog', { name: '选择物料' });
    await selector.getByRole('cell', { name: 'RM-AL-0001' }).click();
    await selector.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.getByLabel('仓库').click();
    await page.getByTitle('WH-RM-01 原材料一号仓').click();
    await dialog.getByLabel('开始日期').fill('2026-12-10');
    await dialog.getByLabel('开始日期').press('Tab');
    await dialog.getByLabel('结束日期').fill('2026-12-01');
    await dialog.getByLabel('结束日期').press('Tab');
    await dialog.getByLabel('豁免原因').fill('年底盘点期间按库位就近发料');
    await dialog.getByRole('button', { name: save }).click();
    await dialog.getByText('结束日期不能早于开始日期').waitFor();
    expect(creates).toHaveLength(0);

    await dialog.getByLabel('结束日期').fill('2026-12-31');
    await dialog.getByLabel('结束日期').press('Tab');
    await dialog.getByRole('button', { name: save }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => creates)
      .toEqual([
        expect.objectContaining({
          materialId: '1716352000000400401',
          warehouseId: '1716352000000400801',
          startDate: '2026-12-10',
          endDate: '2026-12-31',
          reason: '年底盘点期间按库位就近发料',
        }),
      ]);
  });
});

describe('fixed positions', () => {
  it('deletes a fixed position after confirming', async () => {
    const { page, url } = browser;
    await signIn(page);
    const deletes = requestBodies(page, `${API}/cdFixedPosition/delete`);
    await page.goto(url('/master/storagePlace/fixedPosition'));
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'A-01-01' }) })
      .first();
    await row.waitFor();
    await row.getByRole('button', { name: '删除' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => deletes).toEqual([{ ids: ['1716352000000401101'] }]);
  });
});
