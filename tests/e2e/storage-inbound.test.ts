import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { choose, OK, rowOf, SAVE, shot } from './support/forms';
import { requestBodies } from './support/requests';
import { clickRowAction, rowActionTitles } from './support/rows';
import { pinStoryToday, preferExample, signIn } from './support/session';

const browser = setupBrowser();

/** Types into a grid cell (typing starts editing) and leaves it with Tab. */
async function typeCell(page: Page, cell: ReturnType<Page['locator']>, text: string) {
  await cell.click();
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

describe('入库管理: 到货收货, 采购入库 (issue 26)', () => {
  it('到货收货: receive an ASN with a shortage and a refused over-receipt, scan its box label, post with quality’s outcome, print the labels of a posted receipt, which offers reversal and not edit', async () => {
    const { page, url } = browser;
    await signIn(page);
    await pinStoryToday(page);
    const adds = requestBodies(page, '/scm/stReceipt/add');
    const posts = requestBodies(page, '/scm/stReceipt/post');
    await page.goto(url('/storage/asn/receiving'));

    // The list by state: a posted receipt offers 冲销 and its labels, never 编辑; a reversed one nothing more.
    const posted = rowOf(page, 'GR-20261126-0003');
    await posted.getByText('已过账').waitFor();
    expect(await rowActionTitles(page, posted)).toEqual(['详情', '冲销', '打印', '打印标签']);
    const reversed = rowOf(page, 'GR-20261125-0001');
    await reversed.getByText('已冲销（GR-20261125-0002）').waitFor();
    expect(await rowActionTitles(page, reversed)).toEqual(['详情', '打印', '打印标签']);
    await rowOf(page, 'GR-20261125-0002').getByText('冲销 GR-20261125-0001').waitFor();
    const draft = rowOf(page, 'GR-20261129-0001');
    await draft.getByText('8 个', { exact: true }).waitFor();
    expect(await rowActionTitles(page, draft)).toEqual(['详情', '编辑', '提交', '取消', '删除']);
    expect(await rowActionTitles(page, rowOf(page, 'GR-20261128-0001'))).toEqual(['详情', '撤回', '过账', '取消']);
    await shot(page, 'receipt-list');

    // A new receipt of 中电港's ASN-202611-0002: 500 shipped, 可收数 515 at its 3 %.
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增收货单' });
    const grid = dialog.getByRole('grid', { name: '收货明细' });
    const cell = (row: number, col: number) => grid.locator(`[data-cell="${row}:${col}"]`);
    await choose(page, dialog, '供应商', 'SUP-0047 深圳市中电港电子有限公司');
    await choose(page, dialog, '收货仓库', 'WH-DZ-01 电子料仓');
    await dialog.getByLabel('收货时间').fill('2026-11-29 09:30');
    await dialog.getByLabel('收货时间').press('Tab');
    await cell(0, 0).dblclick();
    const sources = page.getByRole('dialog', { name: '选择收货来源' });
    await sources.getByRole('cell', { name: '515 个（允差 3%）' }).click();
    await sources.getByRole('button', { name: OK }).click();
    await sources.waitFor({ state: 'hidden' });
    await expect.poll(() => cell(0, 0).textContent()).toBe('ASN-202611-0002 第 1 行');
    await expect.poll(() => cell(0, 4).textContent()).toBe('515');

    // 540 counted first: refused at the cell with the numbers.
    await typeCell(page, cell(0, 5), '540');
    await dialog.getByText('EL-CN-DB15F 实收 540 超过可收数 515（发货 500，允差 3%）').first().waitFor();
    await expect.poll(() => cell(0, 5).getAttribute('aria-invalid')).toBe('true');
    await shot(page, 'receipt-over-cell');
    // Counted again: 492, 2 of them damaged: 短少 8, 入库 490.
    await typeCell(page, cell(0, 5), '492');
    await typeCell(page, cell(0, 8), '2');
    await expect.poll(() => cell(0, 6).textContent()).toBe('8');
    await expect.poll(() => cell(0, 7).textContent()).toBe('0');
    await expect.poll(() => cell(0, 9).textContent()).toBe('490');
    await dialog.getByText('合计（个）：发货 500，实收 492，短少 8，破损 2，入库 490').waitFor();

    // The box label: another ASN's is refused at the scan, its own marks the box.
    await dialog.getByText('ASN-202611-0002 第 1 行 还有 1 箱未扫描标签，过账前须扫完').first().waitFor();
    const scan = dialog.getByLabel('扫描箱标签');
    await scan.fill('ASN-202611-0001|1|3/6');
    await scan.press('Enter');
    await dialog.getByRole('alert').getByText('标签 ASN-202611-0001|1|3/6 不属于本单的 ASN 行').waitFor();
    await scan.fill('ASN-202611-0002|1|1/1');
    await scan.press('Enter');
    await dialog.getByText('已扫描 ASN-202611-0002 第 1 行 第 1/1 箱').waitFor();
    await expect.poll(() => cell(0, 14).textContent()).toBe('1/1 箱');
    await shot(page, 'receipt-form');

    // The server refuses an over-receipt the same way (1018101): said on the form, everything typed kept.
    await preferExample(page, '/scm/stReceipt/add', 'overReceipt');
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.getByText('第 1 行 EL-CN-DB15F 实收 540 超过可收数 515（发货 500，允差 3%）').waitFor();
    await shot(page, 'receipt-refused');
    await page.unroute('**/api/scm/stReceipt/add');
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.waitFor({ state: 'hidden' });
    const body = {
      supplierId: '1716352000000460003',
      houseId: '1716352000000400802',
      receiveTime: '2026-11-29 09:30:00',
      operatorId: null,
      remark: null,
      lines: [
        {
          sourceType: 'ASN',
          sourceId: '1716352000000475201',
          receivedQty: 492,
          damagedQty: 2,
          supplierBatch: 'CEC2611B21',
          productionDate: '2026-11-21',
          expiryDate: null,
          locationId: '1716352000000401009',
          scannedLabels: ['ASN-202611-0002|1|1/1'],
          remark: null,
        },
      ],
    };
    expect(adds).toEqual([body, body]);

    // 过账 a submitted receipt: quality's outcome of each line is said.
    await clickRowAction(page, rowOf(page, 'GR-20261128-0001'), '过账');
    const post = page.getByRole('dialog', { name: '过账收货单：GR-20261128-0001' });
    await post.getByRole('button', { name: /过\s*账/ }).click();
    await post.getByText('第 1 行 待检，已生成报检单 IQA-20261129-0009').waitFor();
    expect(posts).toEqual([{ id: '1716352000000560002' }]);
    await post.getByRole('button', { name: '知道了' }).click();
    await post.waitFor({ state: 'hidden' });

    // 详情 of the posted receipt: its line with our batch and quality's outcome.
    await clickRowAction(page, posted, '详情');
    const detail = page.getByRole('dialog', { name: '收货单详情：GR-20261126-0003' });
    await detail.getByRole('row').filter({ hasText: 'B20261126-001' }).getByText('6/6 箱').waitFor();
    await detail.getByText('第 1 行 待检，已生成报检单 IQA-20261126-0007').waitFor();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // 打印标签 of the posted receipt: through 平台运营's 物料标签 template (PT-MAT-LBL), its ${barcode} the Code 128 of
    // each line's batch; 系统格式: our own 100 × 70 mm label.
    await clickRowAction(page, posted, '打印标签');
    const labels = page.getByRole('dialog', { name: '打印标签：GR-20261126-0003' });
    const templated = labels.getByRole('region', { name: 'GR-20261126-0003 的批次标签' });
    await templated.getByRole('img', { name: '条码 B20261126-001|EL-CN-DB15F|3000' }).first().waitFor();
    await templated.getByText('批次：B20261126-001').first().waitFor();
    await shot(page, 'receipt-labels-template');
    await choose(page, labels, '打印格式', '系统格式');
    const builtin = labels.getByRole('region', { name: '批次标签预览' });
    await builtin.getByRole('img', { name: '条码 B20261126-001|EL-CN-DB15F|3000' }).first().waitFor();
    await shot(page, 'receipt-labels');
    await labels.getByRole('button', { name: '关闭' }).click();
    await labels.waitFor({ state: 'hidden' });
  });

  it('采购入库: put away an accepted lot and see the location suggested (上次库位), 可上架 refused beyond; a posted put-away offers reversal, not edit', async () => {
    const { page, url } = browser;
    await signIn(page);
    await pinStoryToday(page);
    const adds = requestBodies(page, '/scm/stPutaway/add');
    await page.goto(url('/storage/entry/purchase'));

    const posted = rowOf(page, 'PA-20261127-0001');
    await posted.getByText('2,800 个').waitFor();
    expect(await rowActionTitles(page, posted)).toEqual(['详情', '冲销', '打印']);
    expect(await rowActionTitles(page, rowOf(page, 'PA-20261129-0001'))).toEqual([
      '详情',
      '编辑',
      '提交',
      '取消',
      '删除',
    ]);
    await rowOf(page, 'PA-20261121-0001').getByText('已冲销（PA-20261121-0002）').waitFor();

    // 详情 of the aluminium put away at its fixed location.
    await clickRowAction(page, rowOf(page, 'PA-20261104-0001'), '详情');
    const detail = page.getByRole('dialog', { name: '采购入库单详情：PA-20261104-0001' });
    await detail.getByRole('row').filter({ hasText: 'A-02-01' }).getByText('固定库位').waitFor();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // The steel sorted at inspection: 4,052.812 kg accepted, waiting at QC-01.
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增采购入库单' });
    const grid = dialog.getByRole('grid', { name: '上架明细' });
    const cell = (row: number, col: number) => grid.locator(`[data-cell="${row}:${col}"]`);
    await choose(page, dialog, '仓库', 'WH-RM-01 原材料一号仓');
    await cell(0, 0).dblclick();
    const sources = page.getByRole('dialog', { name: '选择收货行' });
    await sources.getByRole('cell', { name: 'B20261108-ST01' }).click();
    await sources.getByRole('button', { name: OK }).click();
    await sources.waitFor({ state: 'hidden' });
    await expect.poll(() => cell(0, 4).textContent()).toBe('QC-01');
    await expect.poll(() => cell(0, 5).textContent()).toBe('4,052.812');
    // B-01-01 is suggested: its fixed place has 8000 − 4200 left, too little, so where the steel last went.
    await expect.poll(() => cell(0, 7).textContent()).toBe('B-01-01 板材区 1 号货架第 1 层');
    await expect.poll(() => cell(0, 8).textContent()).toBe('上次库位 B-01-01');

    await typeCell(page, cell(0, 6), '5000');
    await dialog.getByText('上架数量 5000 超过可上架 4052.812（合格 4052.812，已上架 0）').first().waitFor();
    await shot(page, 'putaway-form');
    await typeCell(page, cell(0, 6), '4052.812');
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(adds).toEqual([
      {
        houseId: '1716352000000400801',
        bizDate: '2026-11-29',
        operatorId: null,
        remark: null,
        lines: [
          { receiptLineId: '1716352000000554953', toLocationId: '1716352000000401005', qty: 4052.812, remark: null },
        ],
      },
    ]);
    await shot(page, 'putaway-list');
  });
});
