import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { OK, SAVE, choose, rowOf, shot } from './support/forms';
import { requestBodies } from './support/requests';
import { clickRowAction, rowActionTitles } from './support/rows';
import { pinStoryToday, preferExample, signIn, toasts } from './support/session';

const browser = setupBrowser();

describe('盘点管理: 盘点计划, 盘点任务, 盘点审批, 差异更正 (issue 27)', () => {
  it('a blind count: the counter never sees the book quantity, a scanned label counted, the server asks for a recount, then the task is submitted', async () => {
    const { page, url } = browser;
    await signIn(page);
    await pinStoryToday(page);
    const publishes = requestBodies(page, '/scm/stCountPlan/publish');
    const submits = requestBodies(page, '/scm/stCountTask/submit');

    // 盘点计划: the A 区 blind count 盘点中, the December cycle count a draft that 发布 makes tasks of.
    await page.goto(url('/storage/stocktaking/plan'));
    const blindPlan = rowOf(page, 'CP-20261125-0001');
    await blindPlan.getByText('盘点中', { exact: true }).waitFor();
    await blindPlan.getByText('盲盘', { exact: true }).waitFor();
    await blindPlan.getByText('2 或 1%', { exact: true }).waitFor();
    expect(await rowActionTitles(page, blindPlan)).toEqual(['详情', '取消']);
    expect(await rowActionTitles(page, rowOf(page, 'CP-20261120-0001'))).toEqual(['详情']);
    const draft = rowOf(page, 'CP-20261129-0001');
    expect(await rowActionTitles(page, draft)).toEqual(['详情', '编辑', '发布', '取消', '删除']);
    await clickRowAction(page, draft, '发布');
    await page.getByRole('button', { name: OK }).click();
    await expect.poll(() => publishes).toEqual([{ id: '1716352000000610003' }]);

    // 新增: a cycle count without its cycle is refused on the form, and nothing is sent.
    const adds = requestBodies(page, '/scm/stCountPlan/add');
    await page
      .getByRole('button', { name: /新\s?增/ })
      .first()
      .click();
    const form = page.getByRole('dialog', { name: '新增盘点计划' });
    await choose(page, form, '盘点类型', '循环盘点');
    await form.getByRole('button', { name: SAVE }).click();
    await form.getByText('循环盘点请填写周期天数').waitFor();
    await shot(page, 'count-plan-form');
    expect(adds).toEqual([]);
    await form.getByRole('button', { name: /取\s?消/ }).click();

    // 盘点任务: 赵磊's blind task of A-01-02. The server's answer has no book quantity, nor does the sheet.
    await page.goto(url('/storage/stocktaking/task'));
    const task = rowOf(page, 'CT-20261125-0002');
    await task.getByText('盲盘', { exact: true }).waitFor();
    expect(await rowActionTitles(page, task)).toEqual(['盘点', '详情']);
    const answer = page.waitForResponse((response) => response.url().includes('/scm/stCountTask/detail'));
    await clickRowAction(page, task, '盘点');
    const detail = (await (await answer).json()) as { data: { lines: Record<string, unknown>[] } };
    expect(detail.data.lines[0]).not.toHaveProperty('bookQty');
    expect(detail.data.lines[0]).not.toHaveProperty('diffQty');
    const sheet = page.getByRole('dialog', { name: '盘点：CT-20261125-0002' });
    const grid = sheet.getByRole('grid', { name: '盘点明细' });
    const cell = (row: number, col: number) => grid.locator(`[data-cell="${row}:${col}"]`);
    await expect.poll(() => cell(0, 4).textContent()).toBe('44');
    // Neither 账面数 nor 差异 is a column, and the book's 50 is nowhere in the grid.
    const headers = await grid.getByRole('columnheader').allTextContents();
    expect(headers.join('|')).not.toMatch(/账面|差异/);
    expect(headers).toContain('实盘数');
    expect(await grid.textContent()).not.toContain('50');

    // Counted again by scanning the two bundles' labels into 实盘数: 20 + 24 = 44.
    await cell(0, 4).click();
    await page.keyboard.type('0');
    await page.keyboard.press('Tab');
    for (const label of ['B20261103-001|RM-AL-0001|20', 'B20261103-001|RM-AL-0001|24']) {
      await cell(0, 4).click();
      await page.keyboard.type(label);
      await page.keyboard.press('Tab');
    }
    await expect.poll(() => cell(0, 4).textContent()).toBe('44');

    // 提交: the server finds the difference over the threshold and names the line, not its book quantity.
    await preferExample(page, '/scm/stCountTask/submit', 'recount');
    await sheet.getByRole('button', { name: /提\s*交/ }).click();
    await sheet.getByText('有 1 行差异超过阈值，请复盘后再提交').waitFor();
    await sheet.getByText('第 1 行 A-01-02 RM-AL-0001 6063 铝型材 批次 B20261103-001 差异超过阈值，请复盘').waitFor();
    expect(await grid.textContent()).not.toContain('50');
    await shot(page, 'count-task-blind');

    // The recount opens 复盘数; typed, the task goes.
    await page.unroute('**/api/scm/stCountTask/submit');
    await cell(0, 5).click();
    await page.keyboard.type('50');
    await page.keyboard.press('Tab');
    await sheet.getByRole('button', { name: /提\s*交/ }).click();
    await sheet.waitFor({ state: 'hidden' });
    await expect.poll(() => toasts(page)).toContain('盘点任务已提交，等待审批');
    const line = { id: '1716352000000611501', countQty: 44 };
    expect(submits).toEqual([
      { id: '1716352000000611005', lines: [{ ...line, recountQty: null }] },
      { id: '1716352000000611005', lines: [{ ...line, recountQty: 50 }] },
    ]);
  });

  it('审批 warns of stock moved since counting and asks before approving; 差异更正 posts the approved difference and reverses a posted one', async () => {
    const { page, url } = browser;
    await signIn(page);
    await pinStoryToday(page);
    const approvals = requestBodies(page, '/scm/stCountApproval/approve');
    const posts = requestBodies(page, '/scm/stCountCorrection/post');
    const reversals = requestBodies(page, '/scm/stCountCorrection/reverse');

    await page.goto(url('/storage/stocktaking/approval'));
    const waiting = rowOf(page, 'CT-20261125-0001');
    await waiting.getByText('1 行', { exact: true }).waitFor();
    await waiting.getByText('173.00', { exact: true }).waitFor();
    expect(await rowActionTitles(page, waiting)).toEqual(['审批', '详情']);
    expect(await rowActionTitles(page, rowOf(page, 'CT-20261121-0003'))).toEqual(['详情']);

    // The differences: 盘亏 2 根 × 86.50 = −173.00, and A-01-01 moved twice after it was counted.
    await clickRowAction(page, waiting, '审批');
    const drawer = page.getByRole('dialog', { name: '盘点审批：CT-20261125-0001' });
    const lines = drawer.getByRole('region', { name: '盘点差异' });
    await lines.getByText('盘亏 −2 根').waitFor();
    await lines.getByRole('cell', { name: '-173.00', exact: true }).waitFor();
    await lines.getByText('盘点后有库存变动').waitFor();
    await drawer.getByText('有 1 行在盘点之后有库存变动：差异按盘点时的账面计算，通过前请核实现场').waitFor();
    await shot(page, 'count-approval');

    await drawer.getByRole('button', { name: /^通\s*过$/ }).click();
    const confirm = page.getByRole('dialog', { name: '盘点后有库存变动，确认通过？' });
    await confirm
      .getByText(
        '第 1 行 A-01-01 RM-AL-0001 批次 B20261103-001 盘点后有 2 笔库存变动（MV-20261125-0001、MV-20261125-0002），净变动 0 根，最后 2026-11-25 16:10:00',
      )
      .waitFor();
    expect(approvals).toHaveLength(0);
    await confirm.getByRole('button', { name: '仍然通过' }).click();
    await drawer.waitFor({ state: 'hidden' });
    expect(approvals).toEqual([{ id: '1716352000000611004', confirmMoved: true }]);

    // 差异更正: the F407 correction waits to be posted; the resistor's was reversed by its correcting document.
    await page.goto(url('/storage/stocktaking/correction'));
    const pending = rowOf(page, 'CA-20261128-0001');
    expect(await rowActionTitles(page, pending)).toEqual(['详情', '过账', '取消']);
    expect(await rowActionTitles(page, rowOf(page, 'CA-20261121-0001'))).toEqual(['详情', '冲销']);
    expect(await rowActionTitles(page, rowOf(page, 'CA-20261121-0002'))).toEqual(['详情']);
    expect(await rowActionTitles(page, rowOf(page, 'CA-20261122-0001'))).toEqual(['详情']);
    await rowOf(page, 'CA-20261121-0002').getByText('已冲销（CA-20261122-0001）').waitFor();

    await clickRowAction(page, pending, '详情');
    const doc = page.getByRole('dialog', { name: '差异更正单详情：CA-20261128-0001' });
    await doc.getByRole('region', { name: '更正明细' }).getByText('盘亏 −2 个').waitFor();
    await page.keyboard.press('Escape');
    await doc.waitFor({ state: 'hidden' });

    await clickRowAction(page, pending, '过账');
    await page.getByRole('button', { name: OK }).click();
    await expect.poll(() => posts).toEqual([{ id: '1716352000000612004' }]);

    await clickRowAction(page, rowOf(page, 'CA-20261121-0001'), '冲销');
    const reverse = page.getByRole('dialog', { name: '冲销差异更正单：CA-20261121-0001' });
    await reverse.getByLabel('冲销原因').fill('复核：多出的 1 卷是 SMT 退回未登记的余料');
    await reverse.getByRole('button', { name: '确认冲销' }).click();
    await reverse.waitFor({ state: 'hidden' });
    expect(reversals).toEqual([{ id: '1716352000000612001', reason: '复核：多出的 1 卷是 SMT 退回未登记的余料' }]);
  });
});
