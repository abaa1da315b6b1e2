import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { clickRowAction } from './support/rows';
import { requestBodies } from './support/requests';
import { preferExample, signIn, toasts } from './support/session';

const browser = setupBrowser();

const rowOf = (page: Page, cell: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: cell, exact: true }) });
const dropdownOption = (page: Page, title: string) =>
  page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true });
const save = /保\s*存/;

/** The actions a row offers: the buttons shown and those under 更多. */
async function rowActionTitles(page: Page, row: Locator): Promise<string[]> {
  const shown = (await row.getByRole('button').allTextContents()).map((t) => t.replace(/\s/g, ''));
  if (!shown.some((t) => t.startsWith('更多'))) return shown;
  await row.getByRole('button', { name: /更多/ }).hover();
  const menu = page.locator('.ant-dropdown:visible').getByRole('menuitem');
  await menu.first().waitFor();
  const more = await menu.allTextContents();
  await page.mouse.move(0, 0);
  return [...shown.filter((t) => !t.startsWith('更多')), ...more];
}

async function pickDate(dialog: Locator, label: string, date: string) {
  await dialog.getByLabel(label).fill(date);
  await dialog.getByLabel(label).press('Tab');
}

describe('生产执行 (issue 17, mes-order)', () => {
  it('生产工单: adds an order (an end before the start refused first, nothing lost), releases a draft (tasks named, state and actions after); tasks, WIP and input/output with a reversal', async () => {
    const { page, url } = browser;
    await signIn(page);
    const adds = requestBodies(page, '/mes/mfgOrder/add');
    const releases = requestBodies(page, '/mes/mfgOrder/release');
    const reversals = requestBodies(page, '/mes/mfgOutput/reverse');
    await page.goto(url('/manufacture/order'));
    await rowOf(page, 'MO-20261126-004').waitFor();

    // 新增: the end date before the start is refused on the form, the rest kept.
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增生产工单' });
    // The product is on the materials' second page.
    await preferExample(page, '/scm/v2/commonDataMaterial/material/page', 'page2');
    await dialog.getByRole('button', { name: /选\s*择/ }).click();
    const selector = page.getByRole('dialog', { name: '选择产品' });
    await selector.getByRole('cell', { name: 'FG-SD-750', exact: true }).click();
    await selector.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.getByLabel('计划数量').fill('200');
    await pickDate(dialog, '计划开始日期', '2026-11-30');
    await pickDate(dialog, '计划结束日期', '2026-11-29');
    await dialog.getByLabel('产线').click();
    await dropdownOption(page, 'ZZ-03 总装三线（新能源）').click();
    await dialog.getByLabel('工艺路线').click();
    await dropdownOption(page, 'RT-SD750-A SD-750A 标准工艺（6 道工序）').click();
    await dialog.getByLabel('BOM 版本').click();
    await dropdownOption(page, 'V1.0（默认）').click();
    await dialog.getByRole('button', { name: save }).click();
    await dialog.getByText('计划结束日期不能早于计划开始日期').waitFor();
    expect(adds).toHaveLength(0);
    expect(await dialog.getByLabel('计划数量').inputValue()).toBe('200');

    await pickDate(dialog, '计划结束日期', '2026-12-02');
    await dialog.getByRole('button', { name: save }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(adds).toEqual([
      {
        code: null,
        productId: '1716352000000400411',
        plannedQuantity: 200,
        planStartDate: '2026-11-30',
        planEndDate: '2026-12-02',
        lineId: '1716352000000001003',
        routingId: '1716352000071000101',
        bomId: '1716352000071000201',
        sourceType: 'MANUAL',
        sourceCode: null,
        priority: 'NORMAL',
        customerName: null,
        remark: null,
      },
    ]);

    // 下达: the confirmation names the tasks to be made; after it the draft's actions give way to 开工 and 取消.
    const draft = rowOf(page, 'MO-20261126-004');
    expect(await rowActionTitles(page, draft)).toEqual(['详情', '编辑', '下达', '取消', '删除']);
    await clickRowAction(page, draft, '下达');
    const confirm = page.getByRole('dialog', { name: '下达工单' });
    await confirm.getByText('将按工艺路线 RT-SD750-A 生成 6 个生产任务').waitFor();
    expect(releases).toHaveLength(0);
    // The mock keeps no state: the list asked after the release answers with the released order.
    await preferExample(page, '/mes/mfgOrder/page', 'released');
    await confirm.getByRole('button', { name: '确认下达' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(releases).toEqual([{ id: '1716352000073000004' }]);
    await expect.poll(() => toasts(page)).toContain('已下达，生成 6 个生产任务');
    await draft.getByText('已下达').waitFor();
    expect(await rowActionTitles(page, draft)).toEqual(['详情', '开工', '取消']);

    // 生产任务查询 and a task's reports.
    await page.goto(url('/manufacture/task'));
    await clickRowAction(page, rowOf(page, 'MT-20261127-007-050'), '详情');
    const task = page.getByRole('dialog', { name: '任务详情' });
    await task.getByRole('cell', { name: 'BG-20261129-0008' }).waitFor();

    // 在制任务: the line × process matrix, and WIP held up more than 4 hours marked.
    await page.goto(url('/manufacture/wipTask'));
    await page.getByRole('button', { name: 'ZZ-01 SMT 贴片 在制 302' }).waitFor();
    await rowOf(page, 'MT-20261127-007-040').getByText('4 小时 40 分').waitFor();

    // 投入产出: the page's totals, and a reversal that asks for its reason first.
    await page.goto(url('/manufacture/output'));
    const record = rowOf(page, 'B20261124-HS03');
    await record.waitFor();
    await page.getByRole('status', { name: '本页合计' }).getByText('本页产出合计：458 台').waitFor();
    await clickRowAction(page, record, '冲销');
    const reverse = page.getByRole('dialog', { name: '冲销记录' });
    await reverse.getByRole('button', { name: '确认冲销' }).click();
    await reverse.getByText('请输入冲销原因').waitFor();
    expect(reversals).toHaveLength(0);
    await reverse.getByLabel('冲销原因').fill('数量录入错误');
    await reverse.getByRole('button', { name: '确认冲销' }).click();
    await reverse.waitFor({ state: 'hidden' });
    expect(reversals).toEqual([{ id: '1716352000073000301', reason: '数量录入错误' }]);
  });
});
