import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { requestBodies } from './support/requests';
import { clickRowAction, rowActionTitles } from './support/rows';
import { signIn, toasts } from './support/session';

const browser = setupBrowser();

const rowOf = (page: Page, cell: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: cell, exact: true }) });
const dropdownOption = (page: Page, title: string) =>
  page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true });
const save = /保\s*存/;

/** Chooses an option of a select labelled `label` (typing narrows the list first). */
async function choose(page: Page, scope: Locator, label: string, option: string, search?: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  if (search) await input.fill(search);
  await dropdownOption(page, option).click();
}

/** Types into one cell of the lines grid (row and column from 0) and commits it with Tab (Enter on the last line adds one). */
async function typeCell(grid: Locator, row: number, col: number, text: string) {
  await grid.locator(`[data-cell="${row}:${col}"]`).click();
  await grid.page().keyboard.type(text);
  await grid.page().keyboard.press('Tab');
}

// The ASN grid's columns: 订单行, 规格, 单位, 订购, 已到货, 在途, 可发数, 发货数, 每箱数, 箱数, 供应商批次, 生产日期, 有效期至.
const SHIP_QTY = 7;
const PER_BOX = 8;
const BATCH = 10;
const MADE = 11;

describe('到货通知、退货与采购角色 (issue 24, purchase-asn)', () => {
  it('到货通知: an ASN above the tolerance refused with the numbers (nothing sent, nothing lost), then saved', async () => {
    const { page, url } = browser;
    await signIn(page);
    const adds = requestBodies(page, '/scm/poAsn/add');
    await page.goto(url('/purchase/asn'));
    const draft = rowOf(page, 'ASN-202611-0003');
    await draft.waitFor();
    expect(await rowActionTitles(page, draft)).toEqual(['详情', '编辑', '发货', '打印标签', '取消', '删除']);
    expect(await rowActionTitles(page, rowOf(page, 'ASN-202611-0005'))).toEqual(['详情', '打印标签', '关闭']);

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增到货通知' });
    await choose(page, dialog, '供应商', 'SUP-0047 深圳市中电港电子有限公司', '中电港');
    await choose(page, dialog, '供应商 / 采购订单', 'PO-202611-0009（部分到货，2026-11-18 下单）');
    const grid = dialog.getByRole('grid', { name: '发货明细' });
    // The order's two lines, each with what it may still ship: the connectors' 1560, the IGBT's 103.
    await grid.getByRole('gridcell', { name: '1,560', exact: true }).waitFor();
    await grid.getByRole('gridcell', { name: '103', exact: true }).waitFor();
    await dialog.getByLabel('预计到货').fill('2026-12-03');
    await dialog.getByLabel('预计到货').press('Tab');
    await dialog.getByLabel('承运商').fill('顺丰速运');

    await typeCell(grid, 0, SHIP_QTY, '2000');
    await typeCell(grid, 0, PER_BOX, '500');
    await typeCell(grid, 1, BATCH, 'VX645218');
    await typeCell(grid, 1, MADE, '2026-11-09');
    await dialog.getByRole('button', { name: save }).click();
    const refusal = '2000 超过可发数 1560（订购 5000，已到货 3000，在途 500，允差 3%）';
    await dialog.getByRole('button', { name: `第 1 行 发货数：${refusal}` }).waitFor();
    expect(adds).toHaveLength(0);
    expect(await grid.locator(`[data-cell="0:${SHIP_QTY}"]`).textContent()).toBe('2,000');
    expect(await dialog.getByLabel('承运商').inputValue()).toBe('顺丰速运');
    await page.screenshot({ path: '/tmp/asn-form.png' });

    await typeCell(grid, 0, SHIP_QTY, '1560');
    await dialog.getByRole('button', { name: save }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(adds).toEqual([
      {
        orderId: '1716352000000470009',
        expectedDate: '2026-12-03',
        carrier: '顺丰速运',
        waybillNo: null,
        remark: null,
        lines: [
          {
            orderLineId: '1716352000000471901',
            shipQty: 1560,
            perBox: 500,
            supplierBatch: null,
            productionDate: null,
            expiryDate: null,
          },
          {
            orderLineId: '1716352000000471902',
            shipQty: 100,
            perBox: 20,
            supplierBatch: 'VX645218',
            productionDate: '2026-11-09',
            expiryDate: null,
          },
        ],
      },
    ]);
    await expect.poll(() => toasts(page)).toContain('保存成功');
  });

  it('到货通知: an ASN’s pack labels, one per box, with the barcode drawn and the print view printing; a draft shipped', async () => {
    const { page, url } = browser;
    await signIn(page);
    // The browser's print dialog is not driven here: the page's print call is recorded instead.
    await page.addInitScript(() => {
      const printed = { count: 0 };
      Object.assign(window, { e2ePrinted: printed });
      window.print = () => {
        printed.count += 1;
      };
    });
    await page.goto(url('/purchase/asn'));
    await clickRowAction(page, rowOf(page, 'ASN-202611-0002'), '打印标签');
    const dialog = page.getByRole('dialog', { name: '打印箱标签：ASN-202611-0002' });
    const label = dialog.getByRole('group', { name: '箱标签 ASN-202611-0002|1|1/1' });
    await label.getByText('EL-CN-DB15F 连接器').waitFor();
    await label.getByText('500 个').waitFor();
    await label.getByText('CEC2611B21').waitFor();
    await label.getByText('第 1/1 箱').waitFor();
    const barcode = label.getByRole('img', { name: '条码 ASN-202611-0002|1|1/1' });
    // Drawn: the canvas has dark bars on it.
    await expect
      .poll(() =>
        barcode.evaluate((canvas: HTMLCanvasElement) => {
          const context = canvas.getContext('2d');
          if (!context || canvas.width === 0) return 0;
          const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
          let dark = 0;
          for (let i = 0; i < data.length; i += 4) if ((data[i + 3] ?? 0) > 0 && (data[i] ?? 255) < 64) dark += 1;
          return dark;
        }),
      )
      .toBeGreaterThan(1000);
    await page.screenshot({ path: '/tmp/asn-labels.png' });
    await dialog.getByRole('button', { name: /打\s*印/ }).click();
    expect(await page.evaluate(() => (window as unknown as { e2ePrinted: { count: number } }).e2ePrinted.count)).toBe(
      1,
    );
    // What prints: the labels alone, outside the app.
    await page
      .locator('body > [data-testid="asn-labels-print"]')
      .getByRole('group', { name: '箱标签 ASN-202611-0002|1|1/1', includeHidden: true })
      .waitFor({ state: 'attached' });
    await dialog.getByRole('button', { name: '关 闭' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // 发货 of a draft: the supplier must label its boxes, so the dialog offers the labels first; the date is today's.
    const ships = requestBodies(page, '/scm/poAsn/ship');
    await clickRowAction(page, rowOf(page, 'ASN-202611-0003'), '发货');
    const ship = page.getByRole('dialog', { name: '发货：ASN-202611-0003' });
    await ship.getByText('中电港须在每箱贴条码标签：请先打印 5 张箱标签贴好再发货。').waitFor();
    await ship.getByRole('button', { name: '确认发货' }).click();
    await ship.waitFor({ state: 'hidden' });
    expect(ships).toEqual([{ id: '1716352000000474003', shipDate: new Date().toLocaleDateString('sv-SE') }]);
    await expect.poll(() => toasts(page)).toContain('已发货');
  });

  it('退货管理: a return above what is on hand refused with the numbers, then one from stock saved; 退货查询 read-only with export', async () => {
    const { page, url } = browser;
    await signIn(page);
    const adds = requestBodies(page, '/scm/poReceiveBack/add');
    await page.goto(url('/purchase/receiveBack'));
    await rowOf(page, 'RT-202611-0004').waitFor();
    expect(await rowActionTitles(page, rowOf(page, 'RT-202611-0004'))).toEqual(['详情', '编辑', '提交', '删除']);
    expect(await rowActionTitles(page, rowOf(page, 'RT-202611-0001'))).toEqual(['详情', '出库']);
    expect(await rowActionTitles(page, rowOf(page, 'RT-202611-0002'))).toEqual(['详情', '关闭']);

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增退货单' });
    await choose(page, dialog, '供应商', 'SUP-0047 深圳市中电港电子有限公司', '中电港');
    const pickSource = async (row: string) => {
      await dialog.getByRole('button', { name: /选\s*择/ }).click();
      const selector = page.getByRole('dialog', { name: '选择退货来源' });
      await selector.getByRole('row').filter({ hasText: row }).getByRole('cell').first().click();
      await selector.getByRole('button', { name: /确\s*定/ }).click();
      await selector.waitFor({ state: 'hidden' });
    };
    // The connectors rejected at inspection: 200 on hand there.
    await pickSource('IQC-20261126-0007');
    await dialog.getByText('库位现存 200 个').waitFor();
    await dialog.getByLabel('退货数').fill('300');
    await dialog.getByLabel('退货原因').fill('来料检验不合格：插针弯曲');
    await dialog.getByRole('button', { name: save }).click();
    await dialog.getByText('退货数 300 超过库位现存 200').waitFor();
    expect(adds).toHaveLength(0);
    expect(await dialog.getByLabel('退货数').inputValue()).toBe('300');

    // The same connectors' batch in stock: 2200 on hand, nothing being returned.
    await pickSource('2,200 个');
    await dialog.getByRole('button', { name: save }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(adds).toEqual([
      {
        supplierId: '1716352000000460003',
        sourceType: 'STOCK',
        sourceId: '1716352000000476902',
        qty: 300,
        reason: '来料检验不合格：插针弯曲',
        remark: null,
      },
    ]);

    // 退货查询: the same returns, read-only, exported by the conditions.
    const exports = requestBodies(page, '/scm/poReceiveBack/export');
    await page.goto(url('/purchase/receiveBack/query'));
    const closed = rowOf(page, 'RT-202611-0003');
    expect(await rowActionTitles(page, closed)).toEqual(['详情']);
    await expect(page.getByRole('button', { name: /新\s*增/ }).count()).resolves.toBe(0);
    // The mock answers every detail with RT-202611-0001's.
    await clickRowAction(page, rowOf(page, 'RT-202611-0001'), '详情');
    const detail = page.getByRole('dialog', { name: '退货单详情' });
    await detail.getByText('来料检验不合格：插针弯曲（IQC-20261126-0007 全检挑出 200 个）').waitFor();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    await download;
    await expect.poll(() => exports).toEqual([{}]);
  });

  it('采购角色: an approver without a limit refused, then saved with one', async () => {
    const { page, url } = browser;
    await signIn(page);
    const adds = requestBodies(page, '/scm/poRole/add');
    await page.goto(url('/purchase/role'));
    await rowOf(page, '孙丽（sunli）').waitFor();
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增采购角色' });
    await choose(page, dialog, '用户', '李娜（项目管理部）', '李娜');
    await choose(page, dialog, '角色类型', '审核人');
    await choose(page, dialog, '供应商', 'SUP-0047 深圳市中电港电子有限公司', '中电港');
    await dialog.getByRole('button', { name: save }).click();
    await dialog.getByText('审核人须填写审批限额').waitFor();
    expect(adds).toHaveLength(0);

    await dialog.getByLabel('审批限额（元）').fill('30000');
    await dialog.getByRole('button', { name: save }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(adds).toEqual([
      {
        userId: '1716352000000000202',
        roleType: 'APPROVER',
        supplierIds: ['1716352000000460003'],
        materialGroupIds: [],
        amountLimit: 30000,
        remark: null,
      },
    ]);
  });
});
