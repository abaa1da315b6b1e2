import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { clickRowAction } from './support/rows';
import { requestBodies } from './support/requests';
import { preferExample, signIn, toasts } from './support/session';

const browser = setupBrowser();
const PROJECT = '1716352000006000001';
const save = /保\s*存/;

/** Opens a tab through the tab bar and checks the project id is kept. */
async function openTab(page: Page, title: string, path: string, cell: string) {
  await page.getByRole('tab', { name: title, exact: true }).click();
  await page.getByRole('cell', { name: cell, exact: true }).first().waitFor();
  expect(new URL(page.url()).pathname).toBe(`/project/${path}`);
  expect(new URL(page.url()).searchParams.get('id')).toBe(PROJECT);
}

/** Runs a row action, from the row or from 更多. */
async function rowAction(page: Page, rowText: string, title: string) {
  return clickRowAction(page, page.getByRole('row', { name: new RegExp(rowText) }), title);
}

// openapi/examples/pm/pmProjStatistic.yaml, pmProj{Mbr,Rio,Plant,Part,Ft,Supplier,Trw}Page.yaml, pmProjFsiList.yaml.
describe('项目区 (issue 15): overview, team, RIO, plants, parts, F&T, suppliers, reviews, finance', () => {
  it('walks the tabs with the id kept, adds a RIO after a refused save and closes a resolved one', async () => {
    const { page, url } = browser;
    await signIn(page);
    await page.goto(url(`/project/index?id=${PROJECT}`));
    const progress = page
      .getByRole('region', { name: '项目进度' })
      .or(page.locator('.ant-card', { hasText: '项目进度' }));
    await progress.getByText('62%（当前阶段）').waitFor();
    await progress.getByText('46%').waitFor();
    await page.getByText('1,690,851.30').waitFor();
    await page.getByText('逾期 3').waitFor();
    await page.getByText('延期完成 2026-05-08').waitFor();
    // 工厂 has no top tab: it is reached from the overview.
    await page.getByRole('link', { name: /^工厂\s*2$/ }).click();
    await page.getByRole('cell', { name: '常州试制中心', exact: true }).waitFor();
    expect(page.url()).toContain(`/project/projPlant?id=${PROJECT}`);

    await openTab(page, '团队', 'projMbr', '项目管理专员');
    // A refusal of the server lands on the form, with what was chosen kept.
    await preferExample(page, '/bos/pmProjMbr/add', 'duplicate');
    const members = requestBodies(page, '/bos/pmProjMbr/add');
    await page.getByRole('button', { name: '添加成员' }).click();
    const member = page.getByRole('dialog', { name: '新增成员' });
    await member.getByLabel('成员').click();
    await page.getByTitle('刘洋（质量部）').click();
    await member.getByLabel('项目角色').click();
    await page.getByTitle('质量工程师').click();
    await member.getByRole('button', { name: save }).click();
    await member.getByText('该用户已是项目成员').waitFor();
    expect(members).toEqual([
      {
        projId: PROJECT,
        userId: '1716352000000000204',
        roleId: '1716352000006100006',
        joinDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        responsibility: null,
      },
    ]);
    await member.getByRole('button', { name: /取\s*消/ }).click();
    await member.waitFor({ state: 'hidden' });
    await openTab(page, '零件', 'projPart', 'PB-SD750-01');
    await openTab(page, 'F&T', 'projF&T', '286,000.00');
    await openTab(page, '供应商', 'projSupplier', '英飞凌科技（无锡）有限公司');
    await openTab(page, '总结', 'projTrw', 'P1 概念');
    await openTab(page, '财务', 'projFsi', '研发人工');
    await page.getByRole('cell', { name: '3,800,000.00', exact: true }).waitFor();
    await page.locator('.ant-card', { hasText: '预算与实际对比' }).getByRole('img').locator('svg').first().waitFor();
    await openTab(page, 'RIO', 'projRIO', 'RIO-011-001');
    await page.getByText('2026-11-20 已逾期').waitFor();

    // A risk needs its probability and impact: refused on the form, then saved with them.
    const adds = requestBodies(page, '/bos/pmProjRio/add');
    await page.getByRole('button', { name: '新增 RIO' }).click();
    const dialog = page.getByRole('dialog', { name: '新增 RIO' });
    await dialog.getByLabel('标题').fill('IGBT 模块交期延长至 26 周');
    await dialog.getByLabel('责任人').click();
    await page.getByTitle('陈敏（采购部）').click();
    await dialog.getByLabel('计划完成').fill('2026-12-20');
    await dialog.getByLabel('计划完成').press('Tab');
    await dialog.getByRole('button', { name: save }).click();
    await dialog.getByText('风险请填写发生概率').waitFor();
    await dialog.getByText('风险请填写影响程度').waitFor();
    expect(adds).toHaveLength(0);
    await dialog.getByLabel('发生概率（1–5）').fill('4');
    await dialog.getByLabel('影响程度（1–5）').fill('4');
    await dialog.getByLabel('应对措施').fill('锁定 2027 年一季度产能并认证第二供应商');
    await dialog.getByRole('button', { name: save }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(adds).toEqual([
      {
        projId: PROJECT,
        rioType: 'R',
        level: 'M',
        title: 'IGBT 模块交期延长至 26 周',
        description: null,
        probability: 4,
        impact: 4,
        ownerId: '1716352000000000205',
        dueDate: '2026-12-20',
        measures: '锁定 2027 年一季度产能并认证第二供应商',
      },
    ]);

    // 已解决 → 已关闭 with a closing note.
    const closes = requestBodies(page, '/bos/pmProjRio/close');
    await rowAction(page, 'RIO-011-005', '关闭');
    const close = page.getByRole('dialog', { name: '关闭 RIO：RIO-011-005' });
    await close.getByLabel('关闭说明').fill('固件 V0.9.3 通过 CTT 一致性测试');
    await close.getByRole('button', { name: save }).click();
    await close.waitFor({ state: 'hidden' });
    expect(closes).toEqual([
      { id: '1716352000006020005', projId: PROJECT, closeNote: '固件 V0.9.3 通过 CTT 一致性测试' },
    ]);
    await expect.poll(() => toasts(page)).toContain('已关闭');
  });

  it('hides what the development user may not do in the project', async () => {
    const { page, url } = browser;
    await signIn(page, 'developmentUser');
    await page.goto(url(`/project/projRIO?id=${PROJECT}`));
    const resolved = page.getByRole('row', { name: /RIO-011-005/ });
    await resolved.getByRole('cell', { name: '已解决' }).waitFor();
    // No projRio:close: a resolved RIO offers nothing; an open one is still edited (projRio:edit).
    expect(await resolved.getByRole('button').count()).toBe(0);
    await page
      .getByRole('row', { name: /RIO-011-002/ })
      .getByRole('button', { name: '编辑', exact: true })
      .waitFor();
    // No projFsi:edit: the budget is read-only.
    await page.getByRole('tab', { name: '财务', exact: true }).click();
    await page.getByRole('cell', { name: '研发人工', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: '编辑预算' }).count()).toBe(0);
  });

  it('cuts a long title with the full text on hover, and says when the id is missing or the project cannot be read', async () => {
    const { page, url } = browser;
    await signIn(page);
    await page.goto(url('/project/index'));
    await expect.poll(() => toasts(page)).toContain('未找到项目 id，请检查地址栏参数');

    await preferExample(page, '/bos/pmProj/detail*', 'longTitle');
    await page.goto(url(`/project/index?id=${PROJECT}`));
    const title = page
      .getByLabel('项目信息')
      .getByText('SD-750 系列伺服驱动器二代平台开发（含 EtherCAT…', { exact: true });
    await title.hover();
    await page
      .getByRole('tooltip')
      .getByText('SD-750 系列伺服驱动器二代平台开发（含 EtherCAT 与 PROFINET 双总线版本）')
      .or(
        page
          .locator('.ant-popover')
          .getByText('SD-750 系列伺服驱动器二代平台开发（含 EtherCAT 与 PROFINET 双总线版本）'),
      )
      .first()
      .waitFor();

    await preferExample(page, '/bos/pmProj/detail*', 'failure');
    await page.goto(url(`/project/index?id=${PROJECT}`));
    await expect.poll(() => toasts(page)).toContain('获取项目信息失败：数据已被引用，不能删除');
    // The header offers 重试, which asks for the project again (issue 28, item 8).
    const again = page.waitForRequest((request) => request.url().includes('/bos/pmProj/detail'));
    await page
      .locator('header')
      .getByRole('button', { name: /重\s?试/ })
      .click();
    await again;
  });
});
