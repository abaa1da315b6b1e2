import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { requestBodies } from './support/requests';
import { signIn, toasts } from './support/session';

// 新产品开发 → 项目执行 (issue 15): the workbench, 项目列表, 我的任务, 我的 RIO, 路线图 against openapi/examples/pm/.
const browser = setupBrowser();

const WORKBENCH = '/NPDProject/ProjectExecution/NewProdDevWorkPanel';
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const dropdownOption = (page: Page, title: string) =>
  page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true });

async function pickDate(dialog: Locator, label: string, date: string) {
  const input = dialog.getByLabel(label);
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await dropdownOption(page, option).click();
}

describe('项目执行', () => {
  it('lands a development user on a working workbench, opens and adds a project, and walks 我的任务, 我的 RIO and 路线图', async () => {
    const { page, url } = browser;
    await signIn(page, 'developmentUser');
    const projectPages = requestBodies(page, '/bos/pmProj/page');
    const adds = requestBodies(page, '/bos/pmProj/add');
    const taskPages = requestBodies(page, '/bos/pmWorkbench/myTaskPage');
    const rioPages = requestBodies(page, '/bos/pmWorkbench/myRioPage');
    const roadMaps = requestBodies(page, '/bos/pmWorkbench/roadMapList');

    // product.md §2.2: the Development product's home is the workbench.
    await page.goto(url('/'));
    await page.waitForURL((u) => u.pathname === WORKBENCH);
    await page.getByRole('link', { name: /逾期任务\s*2/ }).waitFor();
    await page.getByRole('link', { name: /待我审批\s*3/ }).waitFor();
    // The charts say their figures to a screen reader.
    await page
      .getByRole('img', { name: /^各阶段项目数：立项（P0）1 个，/ })
      .locator('svg')
      .waitFor();
    await page
      .getByRole('img', { name: '我的任务按状态分布：共 20 项，未开始 4 项，进行中 6 项，暂停 1 项，已完成 9 项' })
      .locator('svg')
      .waitFor();
    await rowOf(page, 'DV 试验报告汇总').getByText('2026-11-20（逾期 7 天）').waitFor();
    await rowOf(page, '粘结钕铁硼磁钢高温退磁风险').waitFor();
    await rowOf(page, 'SD-750 硬件设计说明书 V1.2').waitFor();
    expect(
      await page.getByRole('link', { name: 'NPD-2026-014 协作机器人关节模组（CJM-14）' }).getAttribute('href'),
    ).toBe('/project/index?id=1716352000006000004');
    await page.getByRole('img', { name: /NPD-2026-011 设计开发（P3）2026-06-15 ~ 2026-12-18，当前阶段/ }).waitFor();

    // 项目列表: the title opens the project area with ?id=, whose layout asks for that project.
    await page.getByRole('menuitem', { name: '项目列表', exact: true }).click();
    await page.getByRole('cell', { name: 'NPD-2026-016', exact: true }).waitFor();
    expect(projectPages[0]).toEqual({ pageNo: 1, pageSize: 10 });
    await rowOf(page, 'NPD-2026-014').getByText('立项审批中').waitFor();
    const detail = page.waitForRequest((r) => r.url().includes('/api/bos/pmProj/detail?id=1716352000006000002'));
    await page.getByRole('link', { name: 'SM-80 低惯量伺服电机降本改型', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/project/index' && u.searchParams.get('id') === '1716352000006000002');
    await detail;
    await page.goBack();
    await rowOf(page, 'NPD-2026-011').getByRole('button', { name: '详情' }).click();
    const drawer = page.getByRole('dialog', { name: '项目详情' });
    await drawer.getByText('功率覆盖 100W–7.5kW，支持 EtherCAT 与 PROFINET，替代现有 SD-500 系列').waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // 新建项目: a custom project without its customer is refused in Chinese, nothing typed is lost; then the body.
    await page.getByRole('button', { name: /新建项目/ }).click();
    const dialog = page.getByRole('dialog', { name: '新建项目' });
    await dialog.getByLabel('项目名称').fill('汇川 SD-750C 定制驱动器');
    // The form is judged as the user meets it, before a date panel opens: antd's open calendar itself fails axe
    // (greyed days of other months, year/month buttons named apart from their text), which is not this screen's.
    await page.evaluate(() => window.__a11yScanNow?.());
    await choose(page, dialog.getByLabel('项目类别'), '客户定制');
    await choose(page, dialog.getByLabel('项目经理'), '高翔（研发中心）');
    await choose(page, dialog.getByLabel('产品族'), '伺服驱动器');
    await pickDate(dialog, '开始日期', '2027-01-04');
    await pickDate(dialog, '计划完成日期', '2027-09-30');
    await dialog.getByLabel('预算（万元）').fill('45');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.getByText('客户定制项目请填写目标客户').waitFor();
    expect(adds).toHaveLength(0);
    expect(await dialog.getByLabel('项目名称').inputValue()).toBe('汇川 SD-750C 定制驱动器');
    expect(await dialog.getByLabel('计划完成日期').inputValue()).toBe('2027-09-30');
    await dialog.getByLabel('目标客户').fill('汇川技术股份有限公司');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(adds).toEqual([
      {
        title: '汇川 SD-750C 定制驱动器',
        projCategory: 'CUSTOM',
        priority: 'M',
        pmUserId: '1716352000000000207',
        productFamilyName: '伺服驱动器',
        customerName: '汇川技术股份有限公司',
        plantName: null,
        budget: 45,
        startDate: '2027-01-04',
        planEndDate: '2027-09-30',
        description: null,
      },
    ]);
    await expect.poll(() => toasts(page)).toContain('保存成功');

    // 我的任务: open tasks first, the late ones stand out; the project leads to its 任务 tab.
    await page.getByRole('menuitem', { name: '我的任务', exact: true }).click();
    await rowOf(page, '设计评审遗留问题关闭跟踪').getByText('2026-11-24（逾期 3 天）').waitFor();
    expect(taskPages.at(-1)).toEqual({
      pageNo: 1,
      pageSize: 10,
      taskState: 'NOT_STARTED,IN_PROGRESS,PAUSED',
      sortField: 'planEndDate',
      sortOrder: 'ascend',
    });
    expect(await rowOf(page, 'G3 设计冻结评审').getByRole('link').getAttribute('href')).toBe(
      '/project/projTask?id=1716352000006000001',
    );

    // 我的 RIO: open ones first; the project leads to its RIO tab.
    await page.getByRole('menuitem', { name: '我的 RIO', exact: true }).click();
    await rowOf(page, '谐波减速器单一来源供应风险').getByText('待处理').waitFor();
    expect(rioPages.at(-1)).toEqual({
      pageNo: 1,
      pageSize: 10,
      rioState: 'OPEN,IN_PROGRESS',
      sortField: 'dueDate',
      sortOrder: 'ascend',
    });
    expect(await rowOf(page, 'RIO-012-004').getByText('2026-11-25（已逾期）').count()).toBe(1);
    expect(await rowOf(page, 'RIO-014-001').getByRole('link').getAttribute('href')).toBe(
      '/project/projRIO?id=1716352000006000004',
    );

    // 路线图: each project a row of phase spans; a product family narrows it.
    await page.getByRole('menuitem', { name: '路线图', exact: true }).click();
    await page.getByRole('img', { name: /NPD-2026-012 验证（P4）2026-09-14 ~ 2026-12-04，当前阶段/ }).waitFor();
    await choose(page, page.getByLabel('产品族'), '伺服电机');
    await expect
      .poll(() => roadMaps.at(-1))
      .toEqual({ productFamilyName: '伺服电机', projStatus: 'DRAFT,APPROVING,ONGOING,PAUSED' });
  });
});
