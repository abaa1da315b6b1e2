import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { rowOf, shot } from './support/forms';
import { requestBodies } from './support/requests';
import { pinStoryToday, signIn } from './support/session';

const browser = setupBrowser();

const pathAndSearch = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
const EL = '1716352000000400802';
/** A row of the statistics' tree table: its first cell may hold the expand button (展开行 / 关闭行) before the name. */
const statRow = (page: Page, name: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: new RegExp(`^(?:展开行|关闭行)?\\s*${name}$`) }) });

describe('统计分析: 仓库库存统计, 事务历史, 事务汇总 (issue 27)', () => {
  it('仓库库存统计 by warehouse and by group with its chart and totals, the drill to 库存明细; 事务历史 filtered by batch and exported; 事务汇总 whose table adds up, with its chart', async () => {
    const { page, url } = browser;
    await pinStoryToday(page);
    await signIn(page);
    const houses = requestBodies(page, '/scm/stStatHouse/query');
    await page.goto(url('/storage/statistics/house'));

    // Today's value of each warehouse at the moving-average price, biggest first, and the total they add up to.
    await statRow(page, '电子料仓').getByText('87,423.90', { exact: true }).waitFor();
    await statRow(page, '成品仓').getByText('74,000.00', { exact: true }).waitFor();
    await statRow(page, '原材料一号仓').getByText('4,052.812 千克 + 300 根').waitFor();
    await statRow(page, '合计').getByText('234,144.65', { exact: true }).waitFor();
    expect(houses[0]).toEqual({ asOfDate: '2026-11-29' });
    // The chart is drawn (SVG) and says its figures to assistive technology.
    const chart = page.getByRole('img', { name: /^各仓库库存金额：电子料仓 87,423.90 元/ });
    await chart.locator('svg').first().waitFor();
    await shot(page, 'st-stat-house');

    // By group: 辅料 and 电子元器件 are the electronic store's two groups.
    await page.getByText('按物料组', { exact: true }).click();
    await statRow(page, '电子元器件').getByText('85,791.90', { exact: true }).waitFor();
    await page
      .getByRole('img', { name: /^各物料组库存金额：/ })
      .locator('svg')
      .first()
      .waitFor();
    await statRow(page, '合计').getByText('234,144.65', { exact: true }).waitFor();

    // Back by warehouse: the warehouse opens on its groups, a group on to 库存明细 with both as conditions.
    await page.getByText('按仓库', { exact: true }).click();
    await statRow(page, '电子料仓').getByRole('button', { name: /展开/ }).click();
    await statRow(page, '辅料').getByText('1,632.00', { exact: true }).waitFor();
    await statRow(page, '电子元器件').getByRole('link', { name: '库存明细' }).click();
    await expect
      .poll(() => pathAndSearch(page))
      .toBe(`/storage/inventory/query/detailList?houseIds=${EL}&materialGroupId=1716352000000400103`);

    // 事务历史: the batch typed as a condition is sent; the rows open their source document; 导出 sends the same.
    const txns = requestBodies(page, '/scm/stStatTxn/page');
    const exports = requestBodies(page, '/scm/stStatTxn/export');
    await page.goto(url('/storage/statistics/transaction'));
    await page
      .getByRole('cell', { name: /^GR-20261126-0003/ })
      .first()
      .waitFor();
    await shot(page, 'st-stat-transaction');
    await page.getByRole('button', { name: /选择属性项/ }).hover();
    await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '批次', exact: true }).click();
    const batch = page.getByRole('textbox', { name: '批次', exact: true });
    await batch.fill('B20261126-001');
    await batch.press('Enter');
    await expect.poll(() => txns.at(-1)).toMatchObject({ batchNo: 'B20261126-001', pageNo: 1 });
    const issued = rowOf(page, 'MI-20261127-0006 第 2 行');
    await issued.getByText('−302 个').waitFor();
    await rowOf(page, 'GR-20261126-0003 第 1 行').getByText('+3,000 个').waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    await download;
    await expect.poll(() => exports).toEqual([{ batchNo: 'B20261126-001' }]);

    await issued.getByRole('link', { name: 'MI-20261127-0006 第 2 行' }).click();
    await expect.poll(() => pathAndSearch(page)).toBe('/storage/issue/manufacture?docNo=MI-20261127-0006');

    // 事务汇总: November by week, the table's totals adding up, the in/out bars drawn; 按月 asks by month.
    const summaries = requestBodies(page, '/scm/stStatSummary/query');
    await page.goto(url('/storage/statistics/summary'));
    await rowOf(page, '入库合计').getByText('471,440.00', { exact: true }).waitFor();
    await rowOf(page, '出库合计').getByText('307,206.25', { exact: true }).waitFor();
    const net = rowOf(page, '净变动（入 − 出）');
    await net.getByText('164,233.75', { exact: true }).waitFor();
    await net.getByText('100,190.00', { exact: true }).waitFor();
    await rowOf(page, '入 · 采购入库').getByText('119,940.00', { exact: true }).waitFor();
    expect(summaries[0]).toEqual({ dateFrom: '2026-11-01', dateTo: '2026-11-29', granularity: 'WEEK' });
    await page
      .getByRole('img', { name: /^各期间入库与出库金额：/ })
      .locator('svg')
      .first()
      .waitFor();
    await shot(page, 'st-stat-summary');
    await page.getByText('按月', { exact: true }).click();
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect
      .poll(() => summaries.at(-1))
      .toEqual({ dateFrom: '2026-11-01', dateTo: '2026-11-29', granularity: 'MONTH' });
  });
});
