import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { rowOf, SAVE, shot } from './support/forms';
import { requestBodies } from './support/requests';
import { clickRowAction, rowActionTitles } from './support/rows';
import { pinStoryToday, preferExample, signIn } from './support/session';

const browser = setupBrowser();

const card = (page: Page, title: string) =>
  page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: title }) });
const pathAndSearch = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

/** Ticks options of a several-values condition chosen from the search bar's property menu. */
async function pickCondition(page: Page, title: string, options: string[]) {
  await page.getByRole('button', { name: /选择属性项/ }).hover();
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: title, exact: true }).click();
  await page.getByRole('textbox', { name: title, exact: true }).click();
  const popup = page.locator('.ant-popover:visible');
  for (const option of options) await popup.getByRole('checkbox', { name: option }).check();
  await popup.getByRole('button', { name: /确\s*定/ }).click();
}

describe('库存查询: 库存明细, 批次详情, 效期查询, 库存余额 (issue 26)', () => {
  it('库存明细: the stock rows with 可用 and its reason, 合计 per unit with the same conditions, 流水 checked in a drawer, the management screens and 批次详情 from a row', async () => {
    const { page, url } = browser;
    await pinStoryToday(page);
    await signIn(page);
    const pages = requestBodies(page, '/scm/stStock/page');
    const totals = requestBodies(page, '/scm/stStock/summary');
    const ledgers = requestBodies(page, '/scm/stLedger/page');
    await page.goto(url('/storage/inventory/query/detailList'));

    // The connectors after the sorting: 2452 合格 on E1-01-01; 200 不合格 isolated on E1-03-01 and allocated to the
    // return, 可用 0 with its state beside it.
    const good = rowOf(page, 'E1-01-01').filter({ hasText: 'B20261126-001' });
    await good.getByText('2,452', { exact: true }).first().waitFor();
    const isolated = rowOf(page, 'B20261126-001').filter({ hasText: '不合格' });
    await isolated.getByText('（不合格）').waitFor();
    await isolated.getByText('隔离', { exact: true }).waitFor();
    // The steel waiting at QC-01 in kg, with the unit's three decimals.
    await rowOf(page, 'B20261108-ST01').getByText('4,052.812', { exact: true }).first().waitFor();
    // The expired chip is 过期 at the mock's today.
    await rowOf(page, 'B20241108-IC01').getByText('过期', { exact: true }).waitFor();

    // 合计 per unit, never across units, asked with the list's conditions.
    const sums = card(page, '合计');
    await rowOf(page, '千克').getByText('4,902.812').first().waitFor();
    await sums.getByRole('row').filter({ hasText: '台' }).getByText('40').first().waitFor();
    expect(await sums.locator('tbody tr').count()).toBe(5);
    await expect.poll(() => totals.at(-1)).toEqual({});
    await shot(page, 'st-inventory-detail');

    // A condition narrows the list and 合计 alike; 只看锁定或隔离 too.
    await pickCondition(page, '质量状态', ['不合格', '冻结']);
    await expect.poll(() => pages.at(-1)).toMatchObject({ qualityStates: 'REJECTED,FROZEN', pageNo: 1 });
    await expect.poll(() => totals.at(-1)).toEqual({ qualityStates: 'REJECTED,FROZEN' });
    await page.getByRole('checkbox', { name: '只看锁定或隔离' }).check();
    await expect.poll(() => pages.at(-1)).toMatchObject({ qualityStates: 'REJECTED,FROZEN', onlyHeld: true });
    await expect.poll(() => totals.at(-1)).toEqual({ qualityStates: 'REJECTED,FROZEN', onlyHeld: true });

    // The row's actions: a held row cannot be locked, an isolated one not isolated again.
    expect(await rowActionTitles(page, isolated)).toEqual(['批次详情', '流水', '移库']);
    expect(await rowActionTitles(page, good)).toEqual(['批次详情', '流水', '锁定', '隔离', '移库']);

    // 流水 of a row: the ledger by the stock row, checked.
    await clickRowAction(page, good, '流水');
    const drawer = page.getByRole('dialog', { name: '流水：EL-CN-DB15F B20261126-001 @ E1-01-01' });
    await drawer.getByText('流水核对相符：10 行').waitFor();
    await drawer.getByRole('row').filter({ hasText: 'RT-202611-0001' }).getByText('已分配').waitFor();
    expect(ledgers.at(-1)).toEqual({ pageNo: 1, pageSize: 200, stockId: '1716352000000580001' });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // 移库 goes to 库存移动 with the row.
    await clickRowAction(page, good, '移库');
    await expect.poll(() => pathAndSearch(page)).toBe('/storage/inventory/move?stockId=1716352000000580001');
    await page.goBack();

    // 批次详情 from the row: the batch's source, its quality result, its two stock rows and its ledger, checked.
    await clickRowAction(page, rowOf(page, 'E1-01-01').filter({ hasText: 'B20261126-001' }), '批次详情');
    await expect
      .poll(() => pathAndSearch(page))
      .toBe('/storage/inventory/query/detailList/batchInfo?batchId=1716352000000581001');
    await page.getByText('批次 B20261126-001').waitFor();
    await page
      .getByText('到货收货 GR-20261126-0003 第 1 行，ASN ASN-202611-0001，采购订单 PO-202611-0009 第 1 行')
      .waitFor();
    await card(page, '质量结果').getByRole('link', { name: 'IQC-20261126-0007' }).waitFor();
    await card(page, '质量结果').getByText('不合格·挑选').waitFor();
    const check = card(page, '流水');
    await check.getByText('入 − 出 与库存相符').waitFor();
    await check.getByText('防静电区 1 号货架第 1 层 · 合格 · 在库：入 2,800 − 出 348 = 2,452').waitFor();
    await check.getByText('防静电区 3 号货架第 1 层 · 不合格 · 已分配：入 200 − 出 0 = 200').waitFor();
    await check.getByText('流水核对相符：10 行').waitFor();
    await shot(page, 'st-inventory-batch');
  });

  it('效期查询: 临期 and 过期 by default with 剩余天数 at today, 复检申请 to quality’s RFE and 报废 to 其他出库; 库存余额 adds up and says where it does not', async () => {
    const { page, url } = browser;
    await pinStoryToday(page);
    await signIn(page);
    const expiries = requestBodies(page, '/scm/stExpiry/page');
    const exports = requestBodies(page, '/scm/stExpiry/export');
    await page.goto(url('/storage/inventory/query/expiration'));

    await expect.poll(() => expiries.at(0)).toMatchObject({ expiryState: 'NEAR,EXPIRED', pageNo: 1 });
    const expired = rowOf(page, 'B20241108-IC01');
    await expired.getByText('-21 天').waitFor();
    await expired.getByText('过期', { exact: true }).waitFor();
    const near = rowOf(page, 'B20251215-PA02');
    await near.getByText('16 天', { exact: true }).waitFor();
    await near.getByText('临期', { exact: true }).waitFor();
    await near.getByText('850.000 千克').waitFor();
    expect(await rowActionTitles(page, expired)).toEqual(['复检申请', '报废']);
    expect(await rowActionTitles(page, near)).toEqual(['复检申请']);
    await shot(page, 'st-inventory-expiration');

    // 导出 of the conditions.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    await download;
    await expect.poll(() => exports).toEqual([{ expiryState: 'NEAR,EXPIRED' }]);

    // 报废 opens 其他出库 with the stock row.
    await clickRowAction(page, expired, '报废');
    await expect.poll(() => pathAndSearch(page)).toBe('/storage/issue/other?scrapStockId=1716352000000580005');
    await page.goBack();

    // 复检申请 goes to quality's RFE with the batch and location; its form starts from that stock, 来源 效期查询.
    const rfes = requestBodies(page, '/scm/qmRfeApply/add');
    await clickRowAction(page, near, '复检申请');
    await expect
      .poll(() => pathAndSearch(page))
      .toBe('/quality/rfeApply?batchId=1716352000000581007&locationId=1716352000000401017');
    const rfe = page.getByRole('dialog', { name: '新增复检申请' });
    await expect.poll(() => rfe.getByLabel('物料', { exact: true }).inputValue()).toBe('PL-PA66-GF30 PA66 加纤粒料');
    await expect.poll(() => rfe.getByLabel('批次').inputValue()).toBe('B20251215-PA02');
    await expect.poll(() => rfe.getByLabel('复检数量').inputValue()).toBe('850');
    await rfe.getByRole('button', { name: SAVE }).click();
    await expect
      .poll(() => rfes)
      .toEqual([
        {
          sourceType: 'STOCK_EXPIRY',
          reason: 'SHELF_LIFE',
          reasonText: '保质期 365 天，将于 2026-12-15 到期（剩余 16 天）',
          materialId: '1716352000000400408',
          batchNo: 'B20251215-PA02',
          houseId: '1716352000000400809',
          qty: 850,
          remark: null,
        },
      ]);
    await rfe.waitFor({ state: 'hidden' });
    await expect.poll(() => pathAndSearch(page)).toBe('/quality/rfeApply');

    // 库存余额: November, 期初 + 入 − 出 = 期末 per row; 含库内移动 sent when ticked.
    const balances = requestBodies(page, '/scm/stBalance/page');
    await page.goto(url('/storage/inventory/query/balance'));
    const connectors = rowOf(page, 'EL-CN-DB15F');
    await connectors.getByText('2,652', { exact: true }).waitFor();
    await connectors.getByText('相符', { exact: true }).waitFor();
    await expect.poll(() => balances.at(0)).toMatchObject({ period: '2026-11', pageNo: 1 });
    await rowOf(page, 'RM-ST-0002').getByText('4,052.812', { exact: true }).first().waitFor();
    await shot(page, 'st-inventory-balance');

    // A row that does not add up is marked and said.
    await preferExample(page, '/scm/stBalance/page', 'unbalanced');
    await page.reload();
    await rowOf(page, 'EL-CN-DB15F').getByText('余额不平：期初 0 + 入 3000 − 出 348 ≠ 期末 2600').waitFor();
    await rowOf(page, 'EL-IC-F407').getByText('相符', { exact: true }).waitFor();
  });
});
