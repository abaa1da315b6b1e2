import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { requestBodies } from './support/requests';
import { signIn, toasts } from './support/session';

const browser = setupBrowser();
const MATERIALS = '/master/mdMaterialMgmt';
const SUPPLIERS = '/master/materialSupplier';
const API = '/scm/mdMaterialMgmt';

async function openMaterials(page: Page, url: (path: string) => string) {
  await signIn(page);
  const pages = requestBodies(page, `${API}/page`);
  await page.goto(url(MATERIALS));
  await page.getByRole('cell', { name: 'RM-AL-0001' }).waitFor();
  return pages;
}

describe('物料管理（旧版）', () => {
  it('loads the list and sends the searched code and the chosen material types', async () => {
    const { page, url } = browser;
    const pages = await openMaterials(page, url);
    await expect.poll(() => pages[0]).toMatchObject({ pageNo: 1, pageSize: 10 });
    await page.getByRole('cell', { name: '金属材料' }).first().waitFor();

    const code = page.getByRole('textbox', { name: '物料编码' });
    await code.fill('EL-R');
    await code.press('Enter');
    await expect.poll(() => pages.at(-1)).toMatchObject({ code: 'EL-R', pageNo: 1 });

    await page.getByRole('button', { name: '选择属性项' }).hover();
    // The side menu has a 物料类型 item too (the v2 screen).
    await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '物料类型' }).click();
    await page.getByRole('textbox', { name: '物料类型' }).click();
    const popup = page.locator('.ant-popover:visible');
    await popup.getByRole('checkbox', { name: '原材料' }).check();
    await popup.getByRole('checkbox', { name: '半成品' }).check();
    await popup.getByRole('button', { name: /确\s*定/ }).click();
    // The contract takes several types comma-joined.
    await expect.poll(() => pages.at(-1)).toMatchObject({ code: 'EL-R', typeCode: 'RAW,SEMI', pageNo: 1 });
  });

  it('keeps what was typed when a field is wrong, saves once it is fixed, and refetches the list', async () => {
    const { page, url } = browser;
    const pages = await openMaterials(page, url);
    const adds = requestBodies(page, `${API}/add`);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增物料' });
    await dialog.getByLabel('物料编码').fill('EL R0603 4K7');
    await dialog.getByLabel('物料名称').fill('贴片电阻');
    await dialog.getByLabel('物料类型').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('原材料').click();
    await dialog.getByLabel('计量单位', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('个（PCS）').click();
    await dialog.getByLabel('物料组').click();
    await page.locator('.ant-select-tree').getByTitle('电子元器件').click();
    await dialog.getByLabel('单位净重').fill('0.002');
    await dialog.getByLabel('重量单位').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('克（G）').click();
    await dialog.getByRole('button', { name: /保\s*存/ }).click();

    await dialog.getByText('物料编码只能包含字母、数字、“-”和“_”').waitFor();
    expect(adds).toHaveLength(0);
    expect(await dialog.getByLabel('物料名称').inputValue()).toBe('贴片电阻');

    await dialog.getByLabel('物料编码').fill('EL-R0603-4K7');
    const before = pages.length;
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Prism answered 200: the body passed the contract's request validation.
    await expect
      .poll(() => adds)
      .toEqual([
        {
          code: 'EL-R0603-4K7',
          name: '贴片电阻',
          typeCode: 'RAW',
          traceability: 'NONE',
          uomCode: 'PCS',
          groupCode: 'G0102',
          specification: null,
          brand: null,
          drawingNo: null,
          barcode: null,
          shelfLifeDays: null,
          safetyStock: null,
          minPackQty: null,
          netWeight: 0.002,
          grossWeight: null,
          weightUomCode: 'G',
          remark: null,
        },
      ]);
    await expect.poll(() => pages.length).toBeGreaterThan(before);
    await expect.poll(() => toasts(page)).toContain('保存成功');
  });

  it('disables a material after confirming', async () => {
    const { page, url } = browser;
    const pages = await openMaterials(page, url);
    const disables = requestBodies(page, `${API}/disable`);
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'RM-AL-0001' }) });
    await row.getByText('更多').hover();
    await page.getByRole('menuitem', { name: '停用' }).click();
    await page.getByText('确认停用吗？').waitFor();
    const before = pages.length;
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => disables).toEqual([{ ids: ['1716352000000450101'] }]);
    await expect.poll(() => pages.length).toBeGreaterThan(before);
  });

  it('shows a material’s detail with its audit stamp', async () => {
    const { page, url } = browser;
    await openMaterials(page, url);
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'RM-AL-0001' }) });
    await row.getByText('详情').click();
    const drawer = page.getByRole('dialog', { name: '物料详情' });
    // The mock answers its one detail example (伺服驱动器).
    await drawer.getByText('FG-SD-750').waitFor();
    await drawer.getByText('1.35 千克').waitFor();
    await drawer.getByText('创建人').waitFor();
  });
});

describe('物料供应商', () => {
  it('loads the relations, searches by supplier and exports what the conditions find', async () => {
    const { page, url } = browser;
    await signIn(page);
    const pages = requestBodies(page, `${API}/pageForMdMaterialSupplier`);
    const exports = requestBodies(page, `${API}/exportForMdMaterialSupplier`);
    await page.goto(url(SUPPLIERS));
    const first = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'YT-6063-4040' }) });
    await first.waitFor();
    await expect.poll(() => pages[0]).toMatchObject({ pageNo: 1, pageSize: 10 });
    await first.getByRole('cell', { name: 'RM-AL-0001' }).waitFor();
    expect(await first.locator('.ant-tag').innerText()).toBe('是');
    // Read only: nothing to add, no row actions.
    expect(await page.getByRole('button', { name: /新\s*增/ }).count()).toBe(0);

    await page.getByRole('button', { name: '选择属性项' }).hover();
    await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '供应商编码' }).click();
    const supplier = page.getByRole('textbox', { name: '供应商编码' });
    await supplier.fill('SUP-0012');
    await supplier.press('Enter');
    await expect.poll(() => pages.at(-1)).toMatchObject({ supplierCode: 'SUP-0012', pageNo: 1 });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    // Nothing selected: the list's conditions, without paging.
    await expect.poll(() => exports).toEqual([{ supplierCode: 'SUP-0012' }]);
  });

  it('exports the selected relations by id', async () => {
    const { page, url } = browser;
    await signIn(page);
    const exports = requestBodies(page, `${API}/exportForMdMaterialSupplier`);
    await page.goto(url(SUPPLIERS));
    const first = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'YT-6063-4040' }) });
    await first.getByRole('checkbox').check();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    await download;
    await expect.poll(() => exports).toEqual([{ ids: ['1716352000000450201'] }]);
  });
});
