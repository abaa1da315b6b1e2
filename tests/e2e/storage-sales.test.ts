import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { choose, rowOf, SAVE, shot, typeDate } from './support/forms';
import { requestBodies, requestQueries } from './support/requests';
import { clickRowAction, rowActionTitles } from './support/rows';
import { pinStoryToday, preferExample, signIn, toasts } from './support/session';

const browser = setupBrowser();

const OK = /确\s*定/;

/** Picks a material the warehouse holds for the line's 物料 cell. */
async function pickStockMaterial(page: Page, code: string) {
  const selector = page.getByRole('dialog', { name: '选择物料（仓内库存）' });
  await selector.getByRole('cell', { name: code, exact: true }).click();
  await selector.getByRole('button', { name: OK }).click();
  await selector.waitFor({ state: 'hidden' });
}

describe('出库管理: 销售出库, 其他出库 (issue 26)', () => {
  it('销售出库: a DN whose batch the FIFO suggestion picks (above 可用 refused at the line, nothing sent), the body sent; the 拣货单 of a submitted DN', async () => {
    const { page, url } = browser;
    await pinStoryToday(page);
    await signIn(page);
    const adds = requestBodies(page, '/scm/stSalesIssue/add');
    await page.goto(url('/storage/issue/sales'));

    // The story's DNs by state: this morning's 150 台 to 无锡宏达 posted, the 预留 40 submitted, a reversed pair.
    const posted = rowOf(page, 'DN-20261129-0001');
    await posted.getByText('已过账').waitFor();
    expect(await rowActionTitles(page, posted)).toEqual(['详情', '冲销', '打印']);

    // 打印 of the posted DN, from its detail drawer: through 平台运营's enabled 销售出库单 template (PT-ST-DN), its ${lines}
    // the lines with their batch and location; 系统格式 instead: the built-in A4 sheet with the total and signatures.
    const templates = requestQueries(page, '/bos/opPrintTemplate/printList');
    await clickRowAction(page, posted, '详情');
    const drawer = page.getByRole('dialog', { name: '销售出库单详情：DN-20261129-0001' });
    await drawer.getByRole('button', { name: '打印' }).click();
    const printDialog = page.getByRole('dialog', { name: '打印销售出库单：DN-20261129-0001' });
    const templateSheet = printDialog.getByRole('region', { name: '销售出库单 DN-20261129-0001' });
    await templateSheet.getByText('苏州精工 销售出库单').waitFor();
    await templateSheet.getByText('客户：KH-0001 无锡宏达数控机床有限公司').waitFor();
    const lineCells = (sheet: Locator) =>
      sheet
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    const dnLine = [
      '1',
      'FG-SD-750',
      '伺服驱动器',
      'SD-750 750W 220V EtherCAT',
      'FG20261128-001',
      'F2-01-01',
      '150',
      '台',
    ];
    expect(await lineCells(templateSheet)).toEqual([dnLine]);
    expect(templates).toEqual([{ bizType: 'ST_SALES_ISSUE' }]);
    await shot(page, 'sales-issue-print-template');
    // What goes to the printer: the filled template alone (its copy at the end of the page), not the dialog.
    const dialogTitle = page.getByText('打印销售出库单：DN-20261129-0001');
    const customer = page.getByText('客户：KH-0001 无锡宏达数控机床有限公司');
    await page.emulateMedia({ media: 'print' });
    expect(await customer.filter({ visible: true }).count()).toBe(1);
    expect(await dialogTitle.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    await choose(page, printDialog, '打印格式', '系统格式');
    const issueSheet = printDialog.getByRole('article', { name: '销售出库单 DN-20261129-0001' });
    await issueSheet.getByText('客户：KH-0001 无锡宏达数控机床有限公司').waitFor();
    expect(await lineCells(issueSheet)).toEqual([dnLine]);
    await issueSheet.getByText('合计数量：150 台').waitFor();
    await issueSheet.getByText('客户签收：').waitFor();
    // The built-in sheet prints too, though the template's and the labels' print styles are loaded.
    // (By CSS, not by role: in print the dialog around it is hidden, and with it the roles inside.)
    const printedSheet = page.locator('article[aria-label="销售出库单 DN-20261129-0001"]');
    await page.emulateMedia({ media: 'print' });
    expect(await printedSheet.isVisible()).toBe(true);
    expect(await dialogTitle.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    await shot(page, 'sales-issue-print');
    await printDialog.getByRole('button', { name: '关闭' }).click();
    await printDialog.waitFor({ state: 'hidden' });
    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });
    const submitted = rowOf(page, 'DN-20261129-0002');
    expect(await rowActionTitles(page, submitted)).toEqual(['详情', '撤回', '过账', '拣货单', '取消']);
    await rowOf(page, 'DN-20261128-0001').getByText('已冲销（DN-20261128-0002）').waitFor();
    expect(await rowActionTitles(page, rowOf(page, 'DN-20261128-0002'))).toEqual(['详情', '打印']);
    await shot(page, 'sales-list');

    // 拣货单 of the submitted DN: the shelf, the batch and the quantity, the DN's number as a barcode.
    await clickRowAction(page, submitted, '拣货单');
    const pick = page.getByRole('dialog', { name: '拣货单：DN-20261129-0002' });
    const sheet = pick.getByRole('article', { name: '拣货单 DN-20261129-0002' });
    await sheet.getByRole('img', { name: '条码 DN-20261129-0002' }).waitFor();
    const pickRow = sheet.getByRole('row').filter({ hasText: 'F2-01-01' });
    await pickRow.getByText('FG20261128-001').waitFor();
    await pickRow.getByRole('cell', { name: '40', exact: true }).waitFor();
    await sheet.getByText('收货地址：江苏省无锡市新吴区长江路 58 号宏达数控 3 号厂房收货处').waitFor();
    await shot(page, 'sales-picklist');
    await pick.getByRole('button', { name: '关闭' }).click();
    await pick.waitFor({ state: 'hidden' });

    // A new DN: 100 connectors (spare parts) to 无锡宏达 from 电子料仓.
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增销售出库单' });
    const grid = dialog.getByRole('grid', { name: '出库明细' });
    const cell = (row: number, col: number) => grid.locator(`[data-cell="${row}:${col}"]`);
    await choose(page, dialog, '仓库', 'WH-DZ-01 电子料仓');
    await choose(page, dialog, '客户', 'KH-0001 无锡宏达数控机床有限公司', '宏达');
    await dialog.getByLabel('销售订单号').fill('SO-20261127-003');
    await choose(page, dialog, '收货地址', '江苏省无锡市新吴区长江路 58 号宏达数控 3 号厂房收货处（钱磊 13771528806）');
    await typeDate(dialog, '发货日期', '2026-11-30');

    await cell(0, 0).dblclick();
    await pickStockMaterial(page, 'EL-CN-DB15F');
    await expect.poll(() => cell(0, 1).textContent()).toBe('DB15 母头 焊线式');
    await cell(0, 3).click();
    await page.keyboard.type('3000');
    await page.keyboard.press('Tab');

    // The batch by the suggestion: FIFO, B20261126-001 first; 3000 is more than the 2452 it has.
    await cell(0, 4).dblclick();
    const batches = page.getByRole('dialog', { name: '选择批次：EL-CN-DB15F 连接器' });
    await batches.getByText('按先进先出（FIFO）建议：先入库的批次在前').waitFor();
    await batches.getByText('可用合计不足：还差 548 个').waitFor();
    await expect
      .poll(() => batches.getByRole('radio', { name: '选择批次 B20261126-001 E1-01-01' }).isChecked())
      .toBe(true);
    await shot(page, 'sales-batch');
    await batches.getByRole('button', { name: OK }).click();
    await batches.waitFor({ state: 'hidden' });
    await expect.poll(() => cell(0, 4).textContent()).toBe('B20261126-001');
    await expect.poll(() => cell(0, 5).textContent()).toBe('E1-01-01');
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog
      .getByText('出库 3000 超过批次 B20261126-001 在 E1-01-01 的可用 2452（在库 2452，锁定 0，隔离 0，已分配 0）')
      .first()
      .waitFor();
    expect(adds).toHaveLength(0);

    await cell(0, 3).click();
    await page.keyboard.type('100');
    await page.keyboard.press('Tab');
    await shot(page, 'sales-form');
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(adds).toEqual([
      {
        houseId: '1716352000000400802',
        customerId: '1716352000000470001',
        salesOrderNo: 'SO-20261127-003',
        addressId: '1716352000000470101',
        bizDate: '2026-11-30',
        remark: null,
        lines: [
          { materialId: '1716352000000400407', stockId: '1716352000000580001', qty: 100, reason: null, remark: null },
        ],
      },
    ]);
  });

  it('其他出库: 效期查询’s 报废 of the expired lot (refused as 样品出库 with the 1018202 message, nothing sent, then sent as 报废); the approval before posting', async () => {
    const { page, url } = browser;
    await pinStoryToday(page);
    await signIn(page);
    const adds = requestBodies(page, '/scm/stOtherIssue/add');
    const submits = requestBodies(page, '/scm/stOtherIssue/submit');
    await page.goto(url('/storage/issue/other?scrapStockId=1716352000000580005'));

    // The add form opens as a 报废 of the stock row 效期查询 named: 35 EL-IC-F407 of B20241108-IC01, expired.
    const dialog = page.getByRole('dialog', { name: '新增其他出库单' });
    const grid = dialog.getByRole('grid', { name: '出库明细' });
    const cell = (row: number, col: number) => grid.locator(`[data-cell="${row}:${col}"]`);
    await expect.poll(() => cell(0, 4).textContent()).toBe('B20241108-IC01');
    await expect.poll(() => cell(0, 0).textContent()).toBe('EL-IC-F407 主控芯片');
    await expect.poll(() => cell(0, 3).textContent()).toBe('35');
    await dialog.getByTitle('报废', { exact: true }).waitFor();
    await shot(page, 'other-scrap-form');

    // Another 类型 may not take expired stock: the server's 1018202 at the batch, nothing sent, nothing lost.
    await choose(page, dialog, '类型', '样品出库');
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.getByText('第 1 行 批次 B20241108-IC01 已过期（有效期至 2026-11-08），不能发料').waitFor();
    expect(adds).toHaveLength(0);
    await shot(page, 'other-refused');

    await choose(page, dialog, '类型', '报废');
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(adds).toEqual([
      {
        houseId: '1716352000000400802',
        otherType: 'SCRAP',
        reason: '超过有效期（有效期至 2026-11-08），报废',
        bizDate: '2026-11-29',
        remark: null,
        lines: [
          { materialId: '1716352000000400405', stockId: '1716352000000580005', qty: 35, reason: null, remark: null },
        ],
      },
    ]);
    await expect.poll(() => new URL(page.url()).search).toBe('');

    // The list: the draft scrap, the 审批中 one, the reversed lend and its reversal.
    const draft = rowOf(page, 'OO-20261129-0001');
    await draft.getByText('未送审').waitFor();
    const pending = rowOf(page, 'OO-20261128-0001');
    await pending.getByText('审批中').waitFor();
    expect(await rowActionTitles(page, pending)).toEqual(['详情', '撤回', '过账', '取消']);
    await rowOf(page, 'OO-20261125-0001').getByText('已冲销（OO-20261125-0002）').waitFor();
    await shot(page, 'other-list');

    // 提交 sends the scrap for approval through ST_OTHER_OUT's DingTalk process.
    await clickRowAction(page, draft, '提交');
    const submit = page.getByRole('dialog', { name: '提交审批' });
    await submit.getByText('采购部').waitFor();
    await submit.getByRole('button', { name: OK }).click();
    await submit.waitFor({ state: 'hidden' });
    await expect
      .poll(() => submits)
      .toEqual([{ id: '1716352000000573001', hasProc: true, bizType: 'ST_OTHER_OUT', dtDeptId: '48210573' }]);

    // Posting what is still 审批中 is refused by the server with its message (1018131).
    await preferExample(page, '/scm/stOtherIssue/post', 'notApproved');
    await clickRowAction(page, pending, '过账');
    await page.getByRole('button', { name: OK }).click();
    await expect.poll(() => toasts(page)).toContain('其他出库单 OO-20261128-0001 审批中，审批通过后才能过账');
  });
});
