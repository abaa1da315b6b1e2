import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { choose, shot } from './support/forms';
import { requestBodies } from './support/requests';
import { preferExample, signIn } from './support/session';

const browser = setupBrowser();

const card = (page: Page, title: string) =>
  page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: title }) });
const day = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Types a period into the RangePicker of `scope` (Tab takes each date and, after the end, closes the panel). */
async function typeRange(scope: Locator, from: string, to: string) {
  // The screen is scanned as it stands before the date panel opens: the panel is antd's own (its days of other
  // months and its year/month buttons fail axe), a state a test passes through in a moment, not the screen's.
  await scope.page().evaluate(() => window.__a11yScanNow?.());
  const start = scope.getByPlaceholder('开始日期');
  const end = scope.getByPlaceholder('结束日期');
  await start.fill(from);
  await start.press('Tab');
  await end.fill(to);
  await end.press('Tab');
  await expect.poll(() => start.inputValue()).toBe(from);
  await expect.poll(() => end.inputValue()).toBe(to);
}

describe('质量追溯: 追溯查询, 统计结果, 质量图表 (issue 25)', () => {
  it('批次详情 → 追溯 traces the batch it names at once', async () => {
    const { page, url } = browser;
    await signIn(page);
    const queries = requestBodies(page, '/scm/qmTrace/query');
    await page.goto(url('/storage/inventory/query/detailList/batchInfo?batchId=1716352000000581001'));
    await page.getByRole('link', { name: '追溯' }).click();
    await page.waitForURL(/\/quality\/trace\/query\?batchNo=B20261126-001$/);
    await expect
      .poll(() => queries)
      .toEqual([{ batchNo: 'B20261126-001', supplierBatch: null, materialId: null, direction: 'BOTH', maxDepth: 6 }]);
    expect(await page.getByLabel('我方批次').inputValue()).toBe('B20261126-001');
    await page
      .getByRole('img', { name: /^追溯图：从 批次 B20261126-001 出发/ })
      .first()
      .waitFor();
    await shot(page, 'trace-from-batch');
  });

  it('追溯查询: a batch is required before sending; CEC2611A08 both ways draws the graph, a node opens its inspection; the table and the ledger add up; export', async () => {
    const { page, url } = browser;
    await signIn(page);
    const queries = requestBodies(page, '/scm/qmTrace/query');
    const exports = requestBodies(page, '/scm/qmTrace/export');
    await page.goto(url('/quality/trace/query'));

    // Nothing typed: the message at the form, nothing sent.
    await page.getByRole('button', { name: /追\s*溯/ }).click();
    await page.getByText('请输入我方批次或供应商批次').waitFor();
    expect(queries).toHaveLength(0);

    await page.getByLabel('供应商批次').fill('CEC2611A08');
    await page.getByText('双向', { exact: true }).click();
    await page.getByRole('button', { name: /追\s*溯/ }).click();
    await expect
      .poll(() => queries)
      .toEqual([{ batchNo: null, supplierBatch: 'CEC2611A08', materialId: null, direction: 'BOTH', maxDepth: 6 }]);

    // The graph, said in a sentence: upstream to the order, downstream to the shipment.
    const graph = page.getByRole('img', { name: /^追溯图：从 批次 B20261126-001 出发共 12 个节点、11 条关联/ }).first();
    await graph.waitFor();
    const sentence = (await graph.getAttribute('aria-label')) ?? '';
    expect(sentence).toContain('上游第 4 层：采购订单 PO-202611-0009 5,000 个');
    expect(sentence).toContain('起点：库存批次 B20261126-001 3,000 个');
    expect(sentence).toContain('下游第 4 层：销售出库 DN-20261129-0001 150 台');
    // The nodes are drawn with their numbers.
    for (const docNo of [
      'PO-202611-0009',
      'IQC-20261126-0007',
      'RT-202611-0001',
      'MO-20261123-001',
      'DN-20261129-0001',
    ])
      await graph.locator('svg text', { hasText: docNo }).first().waitFor();

    // The flat table: 12 nodes by level, documents with a screen are links.
    const table = card(page, '追溯表');
    await card(page, '追溯表（12）').waitFor();
    expect(await table.getByRole('link', { name: 'PO-202611-0009' }).getAttribute('href')).toBe(
      '/purchase/order/manage?orderNo=PO-202611-0009',
    );
    expect(await table.getByRole('link', { name: 'RT-202611-0001' }).getAttribute('href')).toBe(
      '/purchase/receiveBack?returnNo=RT-202611-0001',
    );
    await expect.poll(() => table.getByRole('link', { name: 'GR-20261126-0003' }).count()).toBe(0);
    const fg = table.getByRole('row').filter({ hasText: 'FG20261128-001' }).first();
    await fg.getByText('合格（现存 40）').waitFor();

    // The ledger: 11 rows that add up, with before → after.
    const ledger = card(page, '库存流水（11）');
    await ledger.getByText('流水核对相符：11 行').waitFor();
    await ledger.getByRole('row').filter({ hasText: 'MI-20261127-0006' }).getByText('2,754 → 2,452').waitFor();
    await ledger.getByRole('row').filter({ hasText: 'DN-20261129-0001' }).getByText('−150 台').waitFor();

    // Export sends the same query.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    await download;
    expect(exports).toEqual(queries);

    // A click on the inspection's node opens it.
    await graph.locator('svg text', { hasText: 'IQC-20261126-0007' }).first().click();
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe('/quality/inspection/iqc?id=1716352000000531007');
  });

  it('追溯查询: our batch upstream only, the order’s node opens the order; the server’s refusal 1017301 shown, what was typed kept', async () => {
    const { page, url } = browser;
    await signIn(page);
    const queries = requestBodies(page, '/scm/qmTrace/query');
    await preferExample(page, '/scm/qmTrace/query', 'backward');
    await page.goto(url('/quality/trace/query'));
    await page.getByLabel('我方批次').fill('B20261126-001');
    await page.getByText('向上游', { exact: true }).click();
    await page.getByLabel('层数').fill('4');
    await page.getByRole('button', { name: /追\s*溯/ }).click();
    await expect
      .poll(() => queries)
      .toEqual([
        { batchNo: 'B20261126-001', supplierBatch: null, materialId: null, direction: 'BACKWARD', maxDepth: 4 },
      ]);
    await page
      .getByRole('img', { name: /^追溯图：从 批次 B20261126-001 出发共 5 个节点、4 条关联/ })
      .first()
      .waitFor();
    await card(page, '库存流水（5）').getByText('流水核对相符：5 行').waitFor();

    // The order's node opens 采购订单 filtered to its number.
    const orders = requestBodies(page, '/scm/poOrder/page');
    await page
      .getByRole('img', { name: /^追溯图：/ })
      .first()
      .locator('svg text', { hasText: 'PO-202611-0009' })
      .first()
      .click();
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe('/purchase/order/manage?orderNo=PO-202611-0009');
    await expect.poll(() => orders[0]).toMatchObject({ orderNo: 'PO-202611-0009' });

    await preferExample(page, '/scm/qmTrace/query', 'notFound');
    await page.goto(url('/quality/trace/query'));
    await page.getByLabel('供应商批次').fill('CEC2611Z99');
    await page.getByRole('button', { name: /追\s*溯/ }).click();
    await page.getByRole('alert').getByText('追溯失败：没有找到供应商批次 CEC2611Z99 的库存流水').waitFor();
    expect(await page.getByLabel('供应商批次').inputValue()).toBe('CEC2611Z99');
  });

  it('统计结果: November by supplier with the total (LAR 60.0 %, PPM 47169.8), a period over 24 months refused, by month, export', async () => {
    const { page, url } = browser;
    await signIn(page);
    const queries = requestBodies(page, '/scm/qmStatistics/query');
    const exports = requestBodies(page, '/scm/qmStatistics/export');
    await page.goto(url('/quality/statistics'));

    // The current month by supplier, sent at once.
    const today = new Date();
    const first = day(new Date(today.getFullYear(), today.getMonth(), 1));
    await expect
      .poll(() => queries[0])
      .toEqual({ dateFrom: first, dateTo: day(today), groupBy: 'SUPPLIER', supplierId: null, materialId: null });

    const result = card(page, '来料检验统计');
    const row = (name: string) =>
      result.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    await row('中电港').getByRole('cell', { name: '50.0 %' }).waitFor();
    await row('中电港').getByRole('cell', { name: '3,540 个' }).waitFor();
    await row('中电港').getByRole('cell', { name: '56497.2' }).waitFor();
    await row('中电港').getByText('插针弯曲 3').waitFor();
    await row('中电港').getByText('MAJ 严重').waitFor();
    // Steel is weighed: its quantities in 千克, no PPM.
    const steel = row('宝钢贸易');
    await steel.getByRole('cell', { name: '147.188 千克' }).waitFor();
    expect(await steel.getByRole('cell').nth(8).textContent()).toBe('');
    // 风华高科: one exempt lot, no LAR.
    expect(await row('风华高科').getByRole('cell').allTextContents()).toEqual([
      '风华高科',
      '0',
      '0',
      '0',
      '1',
      '',
      '',
      '',
      '',
      '',
    ]);
    const total = row('合计');
    expect((await total.getByRole('cell').allTextContents()).slice(0, 9)).toEqual([
      '合计',
      '5',
      '3',
      '2',
      '1',
      '60.0 %',
      '',
      '',
      '47169.8',
    ]);
    await total.getByText('表面锈蚀 4').waitFor();

    // Over 24 months: the message at the period, nothing sent.
    const conditions = page.locator('.ant-card').first();
    await typeRange(conditions, '2024-01-01', '2026-11-29');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByText('统计区间不能超过 24 个月').waitFor();
    expect(queries).toHaveLength(1);

    // June–November by month.
    await preferExample(page, '/scm/qmStatistics/query', 'byMonth');
    await conditions.getByText('月份', { exact: true }).click();
    await typeRange(conditions, '2026-06-01', '2026-11-29');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect
      .poll(() => queries[1])
      .toEqual({ dateFrom: '2026-06-01', dateTo: '2026-11-29', groupBy: 'MONTH', supplierId: null, materialId: null });
    await result.getByRole('columnheader', { name: '月份' }).waitFor();
    await row('合计').getByRole('cell', { name: '85.3 %' }).waitFor();
    await row('合计').getByRole('cell', { name: '10359.9' }).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    await download;
    expect(exports).toEqual([queries[1]]);
  });

  it('质量图表: the Pareto with its cumulative share, the LAR trend, the X̄-R chart with its limits and Cpk computed here; 1017303 shown', async () => {
    const { page, url } = browser;
    await signIn(page);
    const paretos = requestBodies(page, '/scm/qmDiagram/getPareto');
    const trends = requestBodies(page, '/scm/qmDiagram/getLarTrend');
    const measurements = requestBodies(page, '/scm/qmDiagram/getMeasurements');
    await page.goto(url('/quality/diagram'));

    const today = new Date();
    await expect
      .poll(() => paretos[0])
      .toMatchObject({ dateFrom: day(new Date(today.getFullYear(), today.getMonth(), 1)), dateTo: day(today) });
    await expect
      .poll(() => trends[0])
      .toMatchObject({ dateFrom: day(new Date(today.getFullYear(), today.getMonth() - 5, 1)), granularity: 'MONTH' });

    await page
      .getByRole('img', {
        name: '缺陷柏拉图：共 9 个缺陷，表面锈蚀 4 个（累计 44.4%），插针弯曲 3 个（累计 77.8%），划伤 1 个（累计 88.9%），丝印模糊 1 个（累计 100.0%）。',
      })
      .first()
      .waitFor();
    await page
      .getByRole('img', {
        name: '批合格率趋势（按月）：2026-06 100.0%（12 批合格 12 批），2026-07 92.3%（13 批合格 12 批），2026-08 85.7%（14 批合格 12 批），2026-09 87.5%（16 批合格 14 批），2026-10 73.3%（15 批合格 11 批），2026-11 60.0%（5 批合格 3 批）。',
      })
      .first()
      .waitFor();

    // The control chart wants a check item and a material.
    const spc = card(page, 'X̄-R 控制图');
    await spc.getByRole('button', { name: /查\s*询/ }).click();
    await spc.getByText('请选择检验项目和物料').waitFor();
    expect(measurements).toHaveLength(0);

    await choose(page, spc, '检验项目', 'CP-CAP 电容量（μF）');
    await choose(page, spc, '物料', 'EL-C0805-10U 贴片电容', 'EL-C0805-10U');
    await spc.getByRole('button', { name: /查\s*询/ }).click();
    await expect
      .poll(() => measurements[0])
      .toMatchObject({
        itemId: '1716352000000540006',
        materialId: '1716352000000400404',
        supplierId: null,
        dateFrom: day(new Date(today.getFullYear(), today.getMonth() - 2, 1)),
        subgroupSize: 4,
      });
    // X̄̄ ≈ 9.81, R̄ ≈ 0.27, X̄ limits ≈ 9.62–10.01, R UCL ≈ 0.62; the four November subgroups below.
    await spc.getByText('20 组 × 4 个（共 80 个值，未用 0 个）').waitFor();
    await spc.getByText('9.814 μF').waitFor();
    await spc.getByText('9.617 – 10.011').waitFor();
    await spc.getByText('0.000 – 0.616').waitFor();
    await spc.getByText('2.07', { exact: true }).waitFor();
    await spc
      .getByRole('img', {
        name: '电容量 均值图：20 个子组，每组 4 个，X̄̄ 9.814 μF，上控制限 10.011，下控制限 9.617；超出控制限的子组：1、3、17、18、19、20；Cpk 2.07。',
      })
      .first()
      .waitFor();
    await spc
      .getByRole('img', { name: '电容量 极差图：R̄ 0.270，上控制限 0.616，下控制限 0.000；超出控制限的子组：18。' })
      .first()
      .waitFor();

    // Too few values: the server's refusal in the card.
    await preferExample(page, '/scm/qmDiagram/getMeasurements', 'tooFew');
    await spc.getByLabel('子组大小').fill('5');
    await spc.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => measurements[1]).toMatchObject({ subgroupSize: 5 });
    await spc.getByText('控制图加载失败：所选区间内 电容量 只有 3 个测量值，不足以每组 4 个分组').waitFor();
  });
});
