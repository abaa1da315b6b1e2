import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { clickRowAction } from './support/rows';
import { requestBodies } from './support/requests';
import { preferExample, signIn, toasts } from './support/session';

// 计划, 任务, 文档, 权限 of the project area (issue 15) against openapi/examples/pm/pmProjTask*, pmProjDocument*, pmProjPermission*.
const browser = setupBrowser();
const PROJECT = '1716352000006000001';
const DVT_REDESIGN = '1716352000006100028'; // 4.9 DVT 设计改版, 2026-11-09 … 2026-12-04, after 4.8 (done 2026-11-06)

const rowOf = (page: Page, cell: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: cell, exact: true }) });

/** The row's actions, shown and under 更多. */
async function rowActions(page: Page, cell: string): Promise<string[]> {
  const row = rowOf(page, cell);
  await row.waitFor();
  const shown = (await row.getByRole('button').allTextContents()).map((text) => text.replace(/\s/g, ''));
  const more = row.getByRole('button', { name: /更多/ });
  if (!(await more.count())) return shown;
  await more.hover();
  const menu = page.getByRole('menu').last();
  await menu.waitFor();
  const items = (await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim());
  await page.mouse.move(0, 0);
  await menu.waitFor({ state: 'hidden' });
  return [...shown.filter((text) => !text.startsWith('更多')), ...items];
}

/** Runs a row action, from the row or from 更多. */
async function rowAction(page: Page, cell: string, title: string) {
  return clickRowAction(page, rowOf(page, cell), title);
}

/** Drags a Gantt bar by a number of week columns (36 px each); the chart is scrolled to the bar first. */
async function dragBar(page: Page, taskId: string, weeks: number) {
  const bar = page.locator(`.wx-bar[data-id=":${taskId}"]`);
  await bar.waitFor();
  const box = await bar.boundingBox();
  if (!box) throw new Error('the bar is not shown');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + (weeks * 36) / 2, y, { steps: 4 });
  await page.mouse.move(x + weeks * 36, y, { steps: 4 });
  await page.mouse.up();
}

/** The 计划开始 cell of a task in the Gantt's grid. */
const gridStart = (page: Page, taskId: string) =>
  page.locator(`.wx-row[data-id=":${taskId}"] .wx-col-planStart`).textContent();

describe('项目计划与文档', () => {
  it('reschedules by dragging (a refusal puts the bar back), shows the calendar, submits a document, offers 删除 and the matrix', async () => {
    const { page, url } = browser;
    await signIn(page);
    const reschedules = requestBodies(page, '/bos/pmProjTask/reschedule');
    await page.goto(url(`/project/projPlan?id=${PROJECT}`));
    await page.locator('.wx-row').filter({ hasText: 'P3 设计开发' }).waitFor();
    // To the design phase, where the work is: down to P3 and on to November 2026.
    const chart = page.locator('.wx-chart');
    const area = await chart.boundingBox();
    if (!area) throw new Error('no chart');
    await page.mouse.move(area.x + 200, area.y + 200);
    await page.mouse.wheel(0, 420);
    await page.keyboard.down('Shift');
    await page.mouse.wheel(0, 1400);
    await page.keyboard.up('Shift');

    await dragBar(page, DVT_REDESIGN, 1);
    await expect
      .poll(() => reschedules)
      .toEqual([{ id: DVT_REDESIGN, planStart: '2026-11-16', planEnd: '2026-12-11' }]);
    await expect.poll(() => toasts(page)).toContain('已调整「DVT 设计改版」：2026-11-16 至 2026-12-11');
    expect(await gridStart(page, DVT_REDESIGN)).toBe('2026-11-16');

    // Two weeks earlier would start before 4.8 is done: the server refuses, the bar goes back, the message is shown.
    await preferExample(page, '/bos/pmProjTask/reschedule', 'predecessorConflict');
    const before = await page.locator(`.wx-bar[data-id=":${DVT_REDESIGN}"]`).boundingBox();
    await dragBar(page, DVT_REDESIGN, -2);
    await expect.poll(() => reschedules).toHaveLength(2);
    expect(reschedules[1]).toEqual({ id: DVT_REDESIGN, planStart: '2026-11-02', planEnd: '2026-11-27' });
    await expect
      .poll(() => toasts(page))
      .toContain('开始日期不能早于前置任务「4.8 EVT 功能测试」的完成日期 2026-11-06');
    await expect
      .poll(async () => (await page.locator(`.wx-bar[data-id=":${DVT_REDESIGN}"]`).boundingBox())?.x)
      .toBe(before?.x);
    expect(await gridStart(page, DVT_REDESIGN)).toBe('2026-11-16');

    // The same plan by month: milestones, starts and ends on their days.
    await page.getByText('任务日历', { exact: true }).click();
    const day = page.getByRole('list', { name: /的任务$/ }).first();
    await day.waitFor();
    expect(await day.getByRole('listitem').first().textContent()).toMatch(/^(开始：|完成：|◆ )./);

    // 任务: the default user holds projTask:delete.
    await page.getByRole('tab', { name: '任务' }).click();
    expect(await rowActions(page, '4.10')).toEqual(['编辑', '更新进度', '删除']);
    expect(await rowActions(page, '4')).toEqual([]);

    // 文档: a draft submitted for approval through the dialog, which asks for the initiating department.
    await page.getByRole('tab', { name: '文档' }).click();
    const submits = requestBodies(page, '/bos/pmProjDocument/submit');
    await rowAction(page, 'SD750-DOC-0012', '提交审批');
    const dialog = page.getByRole('dialog', { name: '提交审批' });
    await dialog.getByText('采购部').first().waitFor();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(submits).toEqual([
      { id: '1716352000006400001', hasProc: true, bizType: 'PM_PROJ_DOCUMENT', dtDeptId: '48210573' },
    ]);
    await expect.poll(() => toasts(page)).toContain('提交成功');

    // 权限: the project manager's matrix is editable for the default user (projPermission:edit).
    await page.getByRole('tab', { name: '权限' }).click();
    const box = page.getByRole('checkbox', { name: '质量工程师：任务删除任务' });
    await box.waitFor();
    expect(await box.isDisabled()).toBe(false);
    const saves = requestBodies(page, '/bos/pmProjPermission/save');
    await box.check();
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => saves).toHaveLength(1);
    expect((saves[0]?.grants as { roleId: string; codes: string[] }[])[2]).toEqual({
      roleId: '1716352000006500003',
      codes: [
        'projTask:edit',
        'projTask:delete',
        'projRio:add',
        'projRio:edit',
        'projRio:close',
        'projDocument:upload',
        'projDocument:download',
        'projDocument:submit',
        'projTrw:add',
        'projTrw:edit',
      ],
    });
  });

  it('hides 删除 from the development user, who holds no projTask:delete, and shows the matrix read-only', async () => {
    const { page, url } = browser;
    await signIn(page, 'developmentUser');
    await page.goto(url(`/project/projTask?id=${PROJECT}`));
    expect(await rowActions(page, '4.10')).toEqual(['编辑', '更新进度']);
    await page.getByRole('tab', { name: '权限' }).click();
    await page.getByText('只读：你没有本项目的「权限设置」权限（projPermission:edit）。', { exact: false }).waitFor();
    expect(await page.getByRole('checkbox', { name: '项目经理：权限权限设置' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /保\s*存/ }).count()).toBe(0);
  });
});
