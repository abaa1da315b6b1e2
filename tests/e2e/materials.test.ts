import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { requestBodies } from './support/requests';
import { signIn, toasts } from './support/session';

const browser = setupBrowser();
const LIST = '/master/material';
const DETAIL = '/master/materialMgmt/material/cdMaterial/materialDetail?id=1716352000000400401';
const API = '/scm/v2/commonDataMaterial';

/** The mock's second page of a paged call when the page asks for page 2 (Prism answers one example per key). */
async function secondPageOn(page: Page, path: string) {
  await page.route(`**${API}${path}`, (route) => {
    const body = route.request().postDataJSON() as { pageNo?: number };
    const headers =
      body.pageNo === 2 ? { ...route.request().headers(), prefer: 'example=page2' } : route.request().headers();
    return route.continue({ headers });
  });
}

/** Whether the element is wholly inside the window (what the user sees without scrolling). */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  return !!box && !!size && box.y >= 0 && box.y + box.height <= size.height;
}

async function openList(page: Page, url: (path: string) => string) {
  await signIn(page);
  const pages = requestBodies(page, `${API}/material/page`);
  await page.goto(url(LIST));
  await page.getByRole('cell', { name: 'RM-AL-0001' }).waitFor();
  return pages;
}

describe('the material list', () => {
  it('narrows by the group chosen in the tree and pages within it', async () => {
    const { page, url } = browser;
    await secondPageOn(page, '/material/page');
    const pages = await openList(page, url);
    await expect.poll(() => pages[0]).toMatchObject({ pageNo: 1, pageSize: 10 });
    await expect.poll(() => pages[0]).not.toHaveProperty('groupId');

    await page.getByRole('region', { name: '物料组' }).getByText('金属材料', { exact: true }).click();
    await expect.poll(() => pages.at(-1)).toMatchObject({ groupId: '1716352000000400102', pageNo: 1 });

    await page.locator('.ant-pagination-item-2').click();
    await expect.poll(() => pages.at(-1)).toMatchObject({ groupId: '1716352000000400102', pageNo: 2 });
    await page.getByRole('cell', { name: 'FG-SD-750' }).waitFor();

    // 新增 starts in the group chosen in the tree.
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增物料' });
    await expect
      .poll(() =>
        dialog
          .locator('.ant-select')
          .filter({ has: page.locator('#groupId') })
          .textContent(),
      )
      .toContain('金属材料');
  });

  it('keeps what was typed when a field is wrong, saves once it is fixed, and refetches the list', async () => {
    const { page, url } = browser;
    const pages = await openList(page, url);
    const creates = requestBodies(page, `${API}/material/create`);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增物料' });
    await dialog.getByLabel('物料编码').fill('RM AL 0099');
    await dialog.getByLabel('物料名称').fill('6061 铝板');
    await dialog.getByLabel('物料组').click();
    await page.locator('.ant-select-tree').getByTitle('金属材料').click();
    await dialog.getByLabel('物料类型').click();
    await page.getByTitle('金属料').click();
    await dialog.getByLabel('计量单位', { exact: true }).click();
    await page.getByTitle('个（PCS）').click();
    await dialog.getByRole('button', { name: /保\s*存/ }).click();

    await dialog.getByText('物料编码只能包含字母、数字、“-”和“_”').waitFor();
    expect(creates).toHaveLength(0);
    expect(await dialog.getByLabel('物料名称').inputValue()).toBe('6061 铝板');

    await dialog.getByLabel('物料编码').fill('RM-AL-0099');
    // The server refuses the first save: its message shows where the user is looking (by 保存), nothing typed is lost.
    await page.route(
      `**/api${API}/material/create`,
      (route) => route.continue({ headers: { ...route.request().headers(), prefer: 'example=codeTaken' } }),
      { times: 1 },
    );
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    const refused = dialog.getByRole('alert').filter({ hasText: '已存在' });
    await refused.waitFor();
    await expect.poll(() => inView(page, refused)).toBe(true);
    expect(await dialog.getByLabel('物料名称').inputValue()).toBe('6061 铝板');

    const before = pages.length;
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Prism answered 200: the body passed the contract's request validation.
    await expect.poll(() => creates).toHaveLength(2);
    await expect
      .poll(() => creates.slice(1))
      .toEqual([
        expect.objectContaining({
          code: 'RM-AL-0099',
          name: '6061 铝板',
          groupId: '1716352000000400102',
          typeId: '1716352000000400202',
          uomId: '1716352000000400301',
          traceability: 'NONE',
          specification: null,
        }),
      ]);
    await expect.poll(() => pages.length).toBeGreaterThan(before);
    await expect.poll(() => toasts(page)).toContain('保存成功');
  });

  it('disables a material after confirming', async () => {
    const { page, url } = browser;
    const pages = await openList(page, url);
    const disables = requestBodies(page, `${API}/material/disable`);
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'RM-AL-0001' }) });
    await row.getByText('更多').hover();
    await page.getByRole('menuitem', { name: '停用' }).click();
    await page.getByText('确认停用吗？').waitFor();
    const before = pages.length;
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => disables).toEqual([{ ids: ['1716352000000400401'] }]);
    await expect.poll(() => pages.length).toBeGreaterThan(before);
  });
});

describe('the material detail', () => {
  it('shows the material, previews an image and pages its history', async () => {
    const { page, url } = browser;
    await signIn(page);
    await secondPageOn(page, '/cdMaterialHistory/page');
    const history = requestBodies(page, `${API}/cdMaterialHistory/page`);
    await page.goto(url(DETAIL));
    await page.getByText('RM-AL-0001 6063 铝型材').waitFor();
    await page.getByText('创建人').waitFor();

    const image = page.getByRole('row').filter({ hasText: '铝型材实物.png' });
    // The thumbnail is the mock's stored file (/files/…, 320 × 240), not antd's grey fallback, under the CSP's img-src.
    const thumbnail = image.getByRole('img', { name: '铝型材实物.png' });
    await expect
      .poll(() =>
        thumbnail.evaluate((img: HTMLImageElement) =>
          img.complete ? `${img.naturalWidth}x${img.naturalHeight} ${new URL(img.src).pathname}` : 'loading',
        ),
      )
      .toBe(`320x240 ${encodeURI('/files/cdMaterial/2026/10/08/5e6f7a8b/铝型材实物.png')}`);
    await image.getByText('预览').click();
    const viewer = page.getByRole('dialog', { name: '铝型材实物.png' });
    await viewer.waitFor();
    expect(await viewer.locator('img').count()).toBeGreaterThan(0);
    await viewer.getByRole('button', { name: 'Close' }).or(viewer.locator('.ant-modal-close')).first().click();

    await page.getByRole('tab', { name: '变更历史' }).click();
    await expect.poll(() => history.at(-1)).toMatchObject({ bizId: '1716352000000400401', pageNo: 1 });
    await page.getByText('共 13 条').waitFor();
    await page.getByRole('tabpanel', { name: '变更历史' }).getByTitle('2', { exact: true }).click();
    await expect.poll(() => history.at(-1)).toMatchObject({ bizId: '1716352000000400401', pageNo: 2 });
  });
});
