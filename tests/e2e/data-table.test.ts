import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { requestBodies } from './support/requests';
import { shot } from './support/forms';
import { signIn } from './support/session';

const browser = setupBrowser();
const LIST = '/manufacture/mfgLine';

async function openList(page: Page, url: (path: string) => string) {
  await signIn(page);
  const bodies = requestBodies(page, '/mes/mfgLine/page');
  await page.goto(url(LIST));
  await page.getByRole('cell', { name: 'ZZ-01' }).waitFor();
  return bodies;
}

const headers = (page: Page) => page.locator('.ant-table-thead th').allInnerTexts();

describe('the production-line list', () => {
  it('searches from the bar: the condition is sent, shown as a tag, and the list goes back to page 1', async () => {
    const { page, url } = browser;
    const bodies = await openList(page, url);
    await expect.poll(() => bodies[0]).toMatchObject({ pageNo: 1, pageSize: 10 });
    await page.getByText('共 12 条').waitFor();

    await page.locator('.ant-pagination-item-2').click();
    await expect.poll(() => bodies.at(-1)?.pageNo).toBe(2);

    const input = page.getByRole('textbox', { name: '产线名称' });
    await input.fill('总装');
    await input.press('Enter');
    await expect.poll(() => bodies.at(-1)).toMatchObject({ name: '总装', pageNo: 1, pageSize: 10 });
    expect(await page.getByRole('group', { name: '查询条件' }).or(page.getByLabel('查询条件')).innerText()).toContain(
      '产线名称：总装',
    );
    expect(await input.inputValue()).toBe('');
  });

  it('changes the page size, back to page 1', async () => {
    const { page, url } = browser;
    const bodies = await openList(page, url);
    await page.locator('.ant-pagination-item-2').click();
    await expect.poll(() => bodies.at(-1)?.pageNo).toBe(2);
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.getByTitle('20 条/页').click();
    await expect.poll(() => bodies.at(-1)).toMatchObject({ pageNo: 1, pageSize: 20 });
  });

  it('keeps the column order and visibility the user chose across a reload', async () => {
    const { page, url } = browser;
    await openList(page, url);
    await page.getByRole('button', { name: '列设置' }).click();
    const panel = page.locator('.ant-popover');
    await panel.getByRole('checkbox', { name: '所属部门' }).uncheck();
    await expect.poll(() => headers(page)).not.toContain('所属部门');
    // Drag 状态 by its handle onto 产线名称's place.
    const from = await panel.getByLabel('拖动状态').boundingBox();
    const to = await panel.getByLabel('拖动产线名称').boundingBox();
    if (!from || !to) throw new Error('column handles not found');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 12 });
    await page.mouse.up();
    await expect
      .poll(async () => (await headers(page)).filter(Boolean))
      .toEqual(['序号', '产线编码', '状态', '产线名称', '投料仓库', '操作']);

    await page.reload();
    await page.getByRole('cell', { name: 'ZZ-01' }).waitFor();
    expect((await headers(page)).filter(Boolean)).toEqual(['序号', '产线编码', '状态', '产线名称', '投料仓库', '操作']);
  });

  it('changes density and goes full screen', async () => {
    const { page, url } = browser;
    await openList(page, url);
    expect(await page.locator('.ant-table').getAttribute('class')).toContain('ant-table-small');
    await page.getByRole('button', { name: '密度' }).click();
    await page.getByRole('menuitem', { name: '中等' }).click();
    await expect.poll(() => page.locator('.ant-table').getAttribute('class')).toContain('ant-table-medium');

    await page.getByRole('button', { name: '全屏' }).click();
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.classList.contains('ant-card') ?? false))
      .toBe(true);
    await page.getByRole('button', { name: '退出全屏' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  });

  it('exports the selected lines, downloading the file under the name the server gave', async () => {
    const { page, url } = browser;
    await openList(page, url);
    const exports = requestBodies(page, '/mes/mfgLine/export');
    await page.getByRole('row', { name: /ZZ-02/ }).getByRole('checkbox').check();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    expect((await download).suggestedFilename()).toBe('产线列表.xlsx');
    await expect.poll(() => exports[0]).toEqual({ ids: ['1716352000000001002'] });
    expect(await page.locator('.ant-message-notice').allTextContents()).toContain('导出文件正在下载，请稍候');
  });
});

describe('the line selector', () => {
  it('filters lines by the workshop chosen in the tree and locates the picked line in the list', async () => {
    const { page, url } = browser;
    const bodies = await openList(page, url);
    await page.getByRole('button', { name: '定位产线' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '选择产线' });
    await dialog.getByRole('cell', { name: 'ZS-02' }).waitFor();
    const ok = dialog.getByRole('button', { name: /确\s*定/ });
    expect(await ok.isDisabled()).toBe(true);

    await dialog.getByRole('region', { name: '生产部门' }).getByText('注塑车间', { exact: true }).click();
    await expect.poll(() => bodies.at(-1)).toMatchObject({ deptId: '1716352000000000303', pageNo: 1 });
    await dialog.getByRole('cell', { name: 'ZS-02' }).click();
    expect(await ok.isDisabled()).toBe(false);
    await ok.click();

    await expect.poll(() => bodies.at(-1)).toMatchObject({ code: 'ZS-02', pageNo: 1 });
    await page.getByText('已定位：ZS-02 注塑二线（280T）').waitFor();
  });
});

describe('adding a production line', () => {
  it('says what is wrong, keeps what was typed, then saves with the workshop chosen from the tree and refetches', async () => {
    const { page, url } = browser;
    const bodies = await openList(page, url);
    const adds = requestBodies(page, '/mes/mfgLine/add');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '新增产线' });
    await dialog.getByLabel('产线编码').fill('ZZ 04');
    await dialog.getByLabel('产线名称').fill('总装四线');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => dialog.getByText('产线编码只能包含字母、数字、“-”和“_”').isVisible()).toBe(true);
    await dialog.locator('.ant-form-item-explain-error', { hasText: '请选择所属部门' }).waitFor();
    expect(await dialog.getByLabel('产线名称').inputValue()).toBe('总装四线');
    expect(adds).toHaveLength(0);

    await dialog.getByLabel('产线编码').fill('ZZ-04');
    await dialog.locator('#deptId').click();
    await page.locator('.ant-select-tree').getByTitle('注塑车间').click();
    const listed = bodies.length;
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect
      .poll(() => adds[0])
      .toEqual({ code: 'ZZ-04', name: '总装四线', deptId: '1716352000000000303', inHouseCode: null, remark: null });
    await expect.poll(() => bodies.length).toBeGreaterThan(listed);
    await expect.poll(() => page.locator('.ant-message-notice').allTextContents()).toContain('保存成功');
  });
});

describe('lists at office screen sizes', () => {
  /** The key columns each dense list shows without sideways scrolling, and a cell to wait for. */
  const LISTS = [
    { path: '/master/material', row: 'RM-AL-0001', keys: ['物料编码', '物料名称', '规格型号', '单位', '状态'] },
    { path: '/system/dept', row: 'WS-ZZ', keys: ['部门名称', '负责人', '联系电话', '状态', '排序'] },
  ];

  /** Each key header's left and right edge, and the room the table shows: its scroll box up to the fixed 操作 column. */
  async function keyColumnsBox(page: Page, keys: readonly string[]) {
    return page.evaluate((titles) => {
      const scroller = document.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
      const actions = [...document.querySelectorAll<HTMLElement>('.ant-table-thead th')].find(
        (th) => th.innerText.trim() === '操作',
      );
      if (!scroller || !actions) return null;
      const box = scroller.getBoundingClientRect();
      const right = box.left + scroller.clientWidth - actions.getBoundingClientRect().width;
      const headers = [...document.querySelectorAll<HTMLElement>('.ant-table-thead th')];
      const outside = titles.filter((title) => {
        const th = headers.find((h) => h.innerText.trim() === title);
        const r = th?.getBoundingClientRect();
        return !r || r.width === 0 || r.left < box.left - 1 || r.right > right + 1;
      });
      return outside;
    }, keys);
  }

  it('shows the key columns of 物料 and 部门 without sideways scrolling, and the toolbar on one line, at 1366, 1440 and 1920', async () => {
    const { page, url } = browser;
    await signIn(page);
    for (const list of LISTS) {
      await page.goto(url(list.path));
      await page.getByRole('cell', { name: list.row, exact: true }).waitFor();
      // One page per list, resized: the columns that fit follow the window.
      for (const [width, height] of [
        [1366, 768],
        [1440, 900],
        [1920, 1080],
      ] as const) {
        await page.setViewportSize({ width, height });
        await expect
          .poll(() => keyColumnsBox(page, list.keys), {
            message: `${list.path} at ${width}: key columns outside the table's view`,
          })
          .toEqual([]);
        // One line: the first button (新增) and the last (全屏) on the same row.
        const first = await page.getByRole('button', { name: /新\s*增/ }).boundingBox();
        const last = await page.getByRole('button', { name: '全屏' }).boundingBox();
        expect(
          Math.abs((first?.y ?? 0) - (last?.y ?? -100)),
          `${list.path} at ${width}: the toolbar wraps`,
        ).toBeLessThan(4);
      }
    }
  });
});

/** Presses Tab until the element has the focus, as a keyboard user reaches it; fails when it is never reached. */
async function tabTo(page: Page, target: Locator, most = 80): Promise<void> {
  for (let i = 0; i < most; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached by Tab in ${most} presses`);
}

const hasFocus = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

describe('a list without a mouse', () => {
  it('searches, pages, opens a row action and the 更多 menu by keyboard; a closed dialog gives the focus back', async () => {
    const { page, url } = browser;
    const bodies = await openList(page, url);

    await tabTo(page, page.locator('.ant-pagination-item-2'));
    await page.keyboard.press('Enter');
    await expect.poll(() => bodies.at(-1)?.pageNo).toBe(2);

    await tabTo(page, page.getByRole('textbox', { name: '产线名称' }));
    await page.keyboard.type('总装');
    await page.keyboard.press('Enter');
    await expect.poll(() => bodies.at(-1)).toMatchObject({ name: '总装', pageNo: 1 });

    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'ZZ-01' }) });
    const edit = row.getByRole('button', { name: /编\s*辑/ });
    await tabTo(page, edit);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '编辑产线' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(edit)).toBe(true);

    const more = row.getByRole('button', { name: /更多/ });
    await tabTo(page, more);
    await page.keyboard.press('Enter');
    const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menu');
    await menu.waitFor();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => menu.locator('.ant-dropdown-menu-item-active').count()).toBe(1);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog').filter({ hasText: /确认.+吗？/ });
    await confirm.waitFor();
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(more)).toBe(true);
  });
});

describe('a header filter', () => {
  it('sends the chosen values and shows them as a condition', async () => {
    const { page, url } = browser;
    await signIn(page);
    const bodies = requestBodies(page, '/scm/v2/commonDataMaterial/cdWarehouse/page');
    await page.goto(url('/master/storagePlace/warehouse'));
    const header = page.getByRole('columnheader', { name: /仓库类型/ });
    await header.locator('.ant-table-filter-trigger').click();
    const dropdown = page.locator('.ant-table-filter-dropdown:visible');
    await dropdown.getByText('原材料仓', { exact: true }).click();
    await dropdown.getByText('成品仓', { exact: true }).click();
    await shot(page, 'warehouse-header-filter');
    await dropdown.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => bodies.at(-1)).toMatchObject({ warehouseType: 'RAW,FIN', pageNo: 1 });
    expect(await page.getByLabel('查询条件').innerText()).toContain('原材料仓，成品仓');
  });
});
