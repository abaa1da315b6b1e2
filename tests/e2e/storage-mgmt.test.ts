import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { choose, OK, rowOf, SAVE, shot } from './support/forms';
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
    await ledger.getByRole('cell', { name: '+40', exact: true }).waitFor();
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
});
