import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { choose, dropdownOption, OK, rowOf, SAVE, shot } from './support/forms';
import { requestBodies } from './support/requests';
import { clickRowAction, rowActionTitles } from './support/rows';
import { pinStoryToday, preferExample, signIn, toasts } from './support/session';

const browser = setupBrowser();

/** Picks the stock row lying at `location` (and of `batch`) in 选择库存, opened by the dialog's 选择. */
async function pickStock(page: Page, dialog: Locator, batch: string, location: string) {
  await dialog.getByRole('button', { name: /选\s*择/ }).click();
  const selector = page.getByRole('dialog', { name: '选择库存' });
  await selector
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: batch, exact: true }) })
    .filter({ hasText: location })
    .click();
  await selector.getByRole('button', { name: OK }).click();
  await selector.waitFor({ state: 'hidden' });
}

describe('库存管理: 库存锁定, 库存隔离, 库存移动 (issue 26)', () => {
  it('库存锁定: a lock above 可用 refused with the figures (before sending, then by the server), a lock sent, and an unlock of all', async () => {
    const { page, url } = browser;
    await signIn(page);
    await pinStoryToday(page);
    const pages = requestBodies(page, '/scm/stLock/page');
    const adds = requestBodies(page, '/scm/stLock/add');
    const unlocks = requestBodies(page, '/scm/stLock/unlock');
    await page.goto(url('/storage/inventory/lock'));

    // The 40 finished drives held for 无锡宏达's next delivery; the older locks are history.
    const reserved = rowOf(page, 'LK-20261128-0001');
    await reserved.getByText('预留', { exact: true }).waitFor();
    await reserved.getByText('SO-20261115-018', { exact: true }).waitFor();
    expect(await rowActionTitles(page, reserved)).toEqual(['详情', '解锁']);
    expect(await rowActionTitles(page, rowOf(page, 'LK-20261120-0001'))).toEqual(['详情']);
    await rowOf(page, 'LK-20261120-0001').getByText('整批（各库位）').waitFor();
    expect(pages[0]).toMatchObject({ state: 'LOCKED' });

    // 详情: the lock and the LOCK row it wrote (锁定 0 → 40).
    await clickRowAction(page, reserved, '详情');
    const detail = page.getByRole('dialog', { name: '锁定详情' });
    const ledger = detail.getByRole('region', { name: '库存流水' });
    await ledger.getByRole('cell', { name: '+40 台', exact: true }).waitFor();
    await ledger.getByRole('cell', { name: '锁定', exact: true }).first().waitFor();
    await shot(page, 'lock-detail');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // 新增锁定 of the connectors on E1-01-01: 3000 is above 可用 2452, refused before anything is sent.
    await page.getByRole('button', { name: '新增锁定' }).click();
    const form = page.getByRole('dialog', { name: '新增锁定' });
    await pickStock(page, form, 'B20261126-001', 'E1-01-01');
    await form.getByText('电子料仓 / E1-01-01 防静电区 1 号货架第 1 层 · 合格：在库 2,452 个').waitFor();
    await form.getByLabel('锁定数量').fill('3000');
    await choose(page, form, '来源', '质检');
    await form.getByLabel('原因').fill('客户投诉插针氧化，复检前暂停发料');
    await form.getByRole('button', { name: SAVE }).click();
    await form.getByText('锁定数量 3000 超过可用 2452（在库 2452，锁定 0，隔离 0，已分配 0）').waitFor();
    expect(adds).toHaveLength(0);

    // Within 可用, but meanwhile the server saw less: its refusal shows on the form, nothing typed lost.
    await form.getByLabel('锁定数量').fill('500');
    await preferExample(page, '/scm/stLock/add', 'overAvailable');
    await form.getByRole('button', { name: SAVE }).click();
    await form.getByText('锁定数量 50 超过可用 40（在库 40，锁定 0，隔离 0，已分配 0）').waitFor();
    expect(await form.getByLabel('原因').inputValue()).toBe('客户投诉插针氧化，复检前暂停发料');
    await shot(page, 'lock-refused');
    await page.unroute('**/api/scm/stLock/add');
    await form.getByRole('button', { name: SAVE }).click();
    await form.waitFor({ state: 'hidden' });
    expect(adds).toEqual([
      {
        stockId: '1716352000000580001',
        wholeBatch: false,
        qty: 500,
        sourceType: 'QC',
        sourceNo: null,
        reason: '客户投诉插针氧化，复检前暂停发料',
        remark: null,
      },
      {
        stockId: '1716352000000580001',
        wholeBatch: false,
        qty: 500,
        sourceType: 'QC',
        sourceNo: null,
        reason: '客户投诉插针氧化，复检前暂停发料',
        remark: null,
      },
    ]);

    // 解锁: more than is still locked is refused; empty unlocks all of it.
    await clickRowAction(page, reserved, '解锁');
    const unlock = page.getByRole('dialog', { name: /^解锁：LK-20261128-0001/ });
    await unlock.getByLabel('解锁数量').fill('50');
    await unlock.getByLabel('解锁原因').fill('无锡宏达数控改期交货，取消预留');
    await unlock.getByRole('button', { name: SAVE }).click();
    await unlock.getByText('解锁数量 50 超过锁定中 40').waitFor();
    expect(unlocks).toHaveLength(0);
    await unlock.getByLabel('解锁数量').clear();
    await unlock.getByRole('button', { name: SAVE }).click();
    await unlock.waitFor({ state: 'hidden' });
    expect(unlocks).toEqual([{ id: '1716352000000582001', qty: null, reason: '无锡宏达数控改期交货，取消预留' }]);
    await expect.poll(() => toasts(page)).toContain('已解锁');

    // 历史 asks for the unlocked ones.
    await page.getByRole('tab', { name: '历史' }).click();
    await expect.poll(() => pages.at(-1)).toMatchObject({ state: 'UNLOCKED' });

    // Opened from 库存明细 with a stock row: the form starts with it.
    await page.goto(url('/storage/inventory/lock?stockId=1716352000000580012'));
    const opened = page.getByRole('dialog', { name: '新增锁定' });
    await opened.getByText('成品仓 / F2-01-01 合格品区 1 号货架第 1 层 · 合格：在库 40 台，锁定 40 台').waitFor();
    expect(await opened.getByLabel('库存').inputValue()).toBe('FG-SD-750 伺服驱动器 · 批次 FG20261128-001');
    await shot(page, 'lock-opened-with-stock');
  });

  it('库存隔离 and 库存移动: a release before quality decided refused by the server, an isolation above 在库 − 已分配 refused; a move above 可用 refused at its cell, then sent', async () => {
    const { page, url } = browser;
    await signIn(page);
    await pinStoryToday(page);
    const releases = requestBodies(page, '/scm/stIsolation/release');
    const isolations = requestBodies(page, '/scm/stIsolation/add');
    const moves = requestBodies(page, '/scm/stMove/add');
    await page.goto(url('/storage/inventory/isolation'));

    // The 200 rejected connectors were isolated by quality's disposition (IQC), the scratched profiles released.
    const rejected = rowOf(page, 'IS-20261127-0001');
    await rejected.getByText('IQC 判定', { exact: true }).waitFor();
    await rejected.getByText('IQC-20261126-0007', { exact: true }).waitFor();
    expect(await rowActionTitles(page, rejected)).toEqual(['详情', '释放']);
    expect(await rowActionTitles(page, rowOf(page, 'IS-20261105-0001'))).toEqual(['详情']);

    // 详情: its two ISOLATE rows, out of E1-01-01 and into E1-03-01.
    await clickRowAction(page, rejected, '详情');
    const detail = page.getByRole('dialog', { name: '隔离详情' });
    const ledger = detail.getByRole('region', { name: '库存流水' });
    await ledger.getByRole('cell', { name: '−200 个', exact: true }).waitFor();
    await ledger.getByRole('cell', { name: '+200 个', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // 释放 of still 不合格 stock: the dialog warns, the server refuses with 1018021's words.
    await clickRowAction(page, rejected, '释放');
    const release = page.getByRole('dialog', { name: /^释放：IS-20261127-0001/ });
    await release.getByText('须先经质量处置（特采或复检合格）才能释放').waitFor();
    await choose(page, release, '释放到库位', 'E1-01-01 防静电区 1 号货架第 1 层');
    await release.getByLabel('释放原因').fill('供应商同意让步接收');
    await preferExample(page, '/scm/stIsolation/release', 'notDecided');
    await release.getByRole('button', { name: SAVE }).click();
    await release.getByText('批次 B20261126-001 仍为不合格，须先经质量处置（特采或复检合格）才能释放').waitFor();
    expect(releases).toEqual([
      { id: '1716352000000583001', qty: 200, toLocationId: '1716352000000401009', reason: '供应商同意让步接收' },
    ]);
    await shot(page, 'isolation-release-refused');
    await page.keyboard.press('Escape');
    await release.waitFor({ state: 'hidden' });

    // 新增隔离 opened from 库存明细 with the connectors on E1-01-01: above 在库 − 已分配 refused before sending.
    await page.goto(url('/storage/inventory/isolation?stockId=1716352000000580001'));
    const isolate = page.getByRole('dialog', { name: '新增隔离' });
    await isolate.getByText('电子料仓 / E1-01-01 防静电区 1 号货架第 1 层 · 合格：在库 2,452 个').waitFor();
    await choose(page, isolate, '隔离库位', 'E1-03-01 防静电区 3 号货架第 1 层（电子料仓）');
    await isolate.getByLabel('隔离数量').fill('3000');
    await choose(page, isolate, '来源', '客诉');
    await isolate.getByLabel('来源单号').fill('CC-20261128-003');
    await isolate.getByLabel('原因').fill('客户反馈插针氧化，同批待确认');
    await isolate.getByRole('button', { name: SAVE }).click();
    await isolate.getByText('隔离数量 3000 超过可隔离 2452（在库 2452，锁定 0，隔离 0，已分配 0）').waitFor();
    expect(isolations).toHaveLength(0);
    await isolate.getByLabel('隔离数量').fill('30');
    await isolate.getByRole('button', { name: SAVE }).click();
    await isolate.waitFor({ state: 'hidden' });
    expect(isolations).toEqual([
      {
        stockId: '1716352000000580001',
        toLocationId: '1716352000000401011',
        qty: 30,
        sourceType: 'COMPLAINT',
        sourceNo: 'CC-20261128-003',
        reason: '客户反馈插针氧化，同批待确认',
        remark: null,
      },
    ]);

    // 库存移动: the documents by state; a reversed one and its reversal offer only 详情 and 打印.
    await page.goto(url('/storage/inventory/move'));
    const draft = rowOf(page, 'MV-20261129-0001');
    expect(await rowActionTitles(page, draft)).toEqual(['详情', '编辑', '提交', '取消', '删除']);
    expect(await rowActionTitles(page, rowOf(page, 'MV-20261128-0001'))).toEqual(['详情', '撤回', '过账', '取消']);
    const reversed = rowOf(page, 'MV-20261125-0001');
    await reversed.getByText('已冲销（MV-20261125-0002）').waitFor();
    expect(await rowActionTitles(page, reversed)).toEqual(['详情', '打印']);
    expect(await rowActionTitles(page, rowOf(page, 'MV-20261125-0002'))).toEqual(['详情', '打印']);

    // 详情 of the posted move: its line and the MOVE rows (out of A-01-01, into A-01-02).
    await preferExample(page, '/scm/stMove/detail**', 'posted');
    await clickRowAction(page, reversed, '详情');
    const moveDetail = page.getByRole('dialog', { name: '移库单详情：MV-20261125-0001' });
    await moveDetail
      .getByRole('region', { name: '库存流水' })
      .getByRole('cell', { name: '−50 根', exact: true })
      .waitFor();
    await shot(page, 'move-detail');
    await page.keyboard.press('Escape');
    await moveDetail.waitFor({ state: 'hidden' });

    // 打印 of it: 平台运营 has no 移库单 template enabled, so the built-in A4 sheet, from where to where, no format to pick.
    await clickRowAction(page, reversed, '打印');
    const movePrint = page.getByRole('dialog', { name: '打印移库单：MV-20261125-0001' });
    const moveSheet = movePrint.getByRole('article', { name: '移库单 MV-20261125-0001' });
    await moveSheet.getByText('经办人：黄强').waitFor();
    const printedLines = await moveSheet
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    expect(printedLines).toEqual([
      ['1', 'RM-AL-0001', '6063 铝型材', '6063-T5 40×40×2000mm', 'B20261103-001', 'A-01-01', 'A-01-02', '50', '根'],
    ]);
    await moveSheet.getByText('合计数量：50 根').waitFor();
    expect(await movePrint.getByRole('combobox', { name: '打印格式' }).count()).toBe(0);
    await shot(page, 'move-print');
    await movePrint.getByRole('button', { name: '关闭' }).click();
    await movePrint.waitFor({ state: 'hidden' });

    // A new move in 电子料仓: the connectors from E1-01-01; the same location and 3000 (above 可用 2452) refused at
    // their cells, nothing sent.
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const form = page.getByRole('dialog', { name: '新增移库单' });
    const grid = form.getByRole('grid', { name: '移库明细' });
    const cell = (row: number, col: number) => grid.locator(`[data-cell="${row}:${col}"]`);
    await choose(page, form, '仓库', 'WH-DZ-01 电子料仓');
    await cell(0, 0).dblclick();
    const selector = page.getByRole('dialog', { name: '选择库存' });
    await selector
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'B20261126-001', exact: true }) })
      .filter({ hasText: 'E1-01-01' })
      .click();
    await selector.getByRole('button', { name: OK }).click();
    await selector.waitFor({ state: 'hidden' });
    await expect.poll(() => cell(0, 2).textContent()).toBe('E1-01-01');
    await expect.poll(() => cell(0, 3).textContent()).toBe('2,452');
    await cell(0, 4).dblclick();
    await dropdownOption(page, 'E1-01-01 防静电区 1 号货架第 1 层').click();
    await cell(0, 5).click();
    await page.keyboard.type('3000');
    await page.keyboard.press('Tab');
    await form.getByRole('button', { name: SAVE }).click();
    await form.getByText('移库数量 3000 超过可用 2452（在库 2452，锁定 0，隔离 0，已分配 0）').first().waitFor();
    await form.getByText('到库位不能与从库位相同').first().waitFor();
    await shot(page, 'move-refused');
    expect(moves).toHaveLength(0);

    await cell(0, 4).dblclick();
    await dropdownOption(page, 'E1-02-01 防静电区 2 号货架第 1 层').click();
    await cell(0, 5).dblclick();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('1000');
    await page.keyboard.press('Tab');
    // Choosing 到库位 kept its cell: the move still has one line.
    await expect.poll(() => grid.locator('[data-cell^="1:"]').count()).toBe(0);
    await form.getByRole('button', { name: SAVE }).click();
    await form.waitFor({ state: 'hidden' });
    expect(moves).toEqual([
      {
        houseId: '1716352000000400802',
        bizDate: '2026-11-29',
        remark: null,
        lines: [{ stockId: '1716352000000580001', toLocationId: '1716352000000401010', qty: 1000, remark: null }],
      },
    ]);

    // 编辑 a draft starts from its detail: the line with its stock row, 到库位 and 数量.
    await page.unroute('**/api/scm/stMove/detail**');
    await clickRowAction(page, draft, '编辑');
    const edit = page.getByRole('dialog', { name: '编辑移库单：MV-20261129-0001' });
    const editGrid = edit.getByRole('grid', { name: '移库明细' });
    await expect
      .poll(() => editGrid.locator('[data-cell="0:0"]').textContent())
      .toBe('EL-CN-DB15F 连接器 · B20261126-001');
    await expect
      .poll(() => editGrid.locator('[data-cell="0:4"]').textContent())
      .toBe('E1-02-01 防静电区 2 号货架第 1 层');
    await expect.poll(() => editGrid.locator('[data-cell="0:5"]').textContent()).toBe('1,000');
    await edit.getByRole('button', { name: /取\s*消/ }).click();
    await edit.waitFor({ state: 'hidden' });
  });
});
