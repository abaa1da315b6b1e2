import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { clickRowAction } from './support/rows';
import { requestBodies } from './support/requests';
import { preferExample, signIn, toasts } from './support/session';

const browser = setupBrowser();

/** `SCREENSHOTS=1` saves the screenshots (docs/screenshots/issue-15/); a plain run takes none. */
async function screenshot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  mkdirSync('docs/screenshots/issue-15', { recursive: true });
  // The toasts of what the test did before are not part of the picture.
  await page
    .locator('.ant-message-notice')
    .last()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `docs/screenshots/issue-15/${name}.png` });
}

const rowOf = (page: Page, cell: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: cell, exact: true }) });

/** Runs a row action, from the row or from 更多. */
async function rowAction(page: Page, cell: string, title: string) {
  return clickRowAction(page, rowOf(page, cell), title);
}

/** Goes to another screen through the side menu, as a user would (the shell stays loaded). */
async function viaMenu(page: Page, group: string, entry: string) {
  const menu = page.locator('aside');
  const item = menu.getByRole('menuitem', { name: entry, exact: true });
  if (!(await item.isVisible())) await menu.getByRole('menuitem', { name: group }).click();
  await item.click();
}

const dropdownOption = (page: Page, title: string) =>
  page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true }).click();

describe('项目协同', () => {
  it('立项申请: submit through the workflow dialog and directly, 驳回 needs a reason, the detail with its flow, a new request', async () => {
    const { page, url } = browser;
    await signIn(page, 'developmentUser');
    await page.goto(url('/NPDProject/ProjectCollaboration/InitiationApply'));
    await page.getByRole('cell', { name: 'LX-2026-0022', exact: true }).waitFor();
    await screenshot(page, 'initiation-apply');
    const submits = requestBodies(page, '/bos/pmInitiation/submit');

    // PM_INITIATION has a DingTalk process (getInfo's first example): the dialog starts on the first department.
    await rowAction(page, 'LX-2026-0022', '提交');
    const dialog = page.getByRole('dialog', { name: '提交审批' });
    await dialog.getByText('采购部').waitFor();
    expect(submits).toHaveLength(0);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => submits)
      .toEqual([{ id: '1716352000006100001', hasProc: true, bizType: 'PM_INITIATION', dtDeptId: '48210573' }]);

    // Without a process (getInfo's noProc example) a rejected request goes straight to the server.
    await preferExample(page, '/sys/sysDtProc/getInfo*', 'noProc');
    await rowAction(page, 'LX-2026-0019', '提交');
    await expect.poll(() => submits.length).toBe(2);
    expect(submits[1]).toEqual({ id: '1716352000006100004', hasProc: false, bizType: 'PM_INITIATION' });
    expect(await page.getByRole('dialog', { name: '提交审批' }).count()).toBe(0);
    await expect.poll(() => toasts(page)).toContain('提交成功');

    // The detail: the request and where its approval stands.
    await rowAction(page, 'LX-2026-0020', '详情');
    const detail = page.getByRole('dialog', { name: '立项申请详情：LX-2026-0020' });
    await detail.getByRole('list', { name: '审批流程' }).getByText('财务预算审核').waitFor();
    await detail.getByText('420.00 万元').waitFor();
    await screenshot(page, 'initiation-apply-detail');
    await detail.getByRole('button', { name: '关闭' }).first().click();
    await detail.waitFor({ state: 'hidden' });

    // 待我审批: 驳回 without a reason is refused on the form; with one, the reason is sent.
    await page.getByRole('tab', { name: '待我审批' }).click();
    const rejects = requestBodies(page, '/bos/pmInitiation/reject');
    await rowAction(page, 'LX-2026-0020', '审批');
    const audit = page.getByRole('dialog', { name: '审批立项申请：LX-2026-0020' });
    await audit.getByRole('list', { name: '审批流程' }).getByText('项目管理部评审').waitFor();
    await audit.getByRole('button', { name: /驳\s*回/ }).click();
    await audit.getByText('请填写驳回原因').waitFor();
    expect(rejects).toHaveLength(0);
    await audit.getByLabel('审批意见（驳回时必填）').fill('预算缺少谐波减速器模具费用，请补充后再提交');
    await audit.getByRole('button', { name: /驳\s*回/ }).click();
    await audit.waitFor({ state: 'hidden' });
    expect(rejects).toEqual([{ id: '1716352000006100003', opinion: '预算缺少谐波减速器模具费用，请补充后再提交' }]);

    // A new request: an invalid field first (Chinese message, values kept), then the exact body.
    const adds = requestBodies(page, '/bos/pmInitiation/add');
    await page.getByRole('button', { name: '新增立项申请' }).click();
    const form = page.getByRole('dialog', { name: '新增立项申请' });
    await form.getByLabel('拟立项目名称').fill('一体化步进电机 IS-57 闭环版开发');
    await form.getByLabel('项目类别').click();
    await dropdownOption(page, '客户定制');
    await form.getByLabel('计划开始日期').fill('2027-01-11');
    await form.getByLabel('计划开始日期').press('Enter');
    await form.getByLabel('计划完成日期').fill('2027-08-31');
    await form.getByLabel('计划完成日期').press('Enter');
    await form.getByLabel('预算（万元）').fill('85');
    await form.getByLabel('立项理由').fill('开环版本丢步投诉多，客户要求闭环方案');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await form.getByText('客户定制项目请填写目标客户').waitFor();
    expect(adds).toHaveLength(0);
    expect(await form.getByLabel('拟立项目名称').inputValue()).toBe('一体化步进电机 IS-57 闭环版开发');
    await form.getByLabel('目标客户').fill('深圳创想三维科技有限公司');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await form.waitFor({ state: 'hidden' });
    expect(adds).toEqual([
      {
        title: '一体化步进电机 IS-57 闭环版开发',
        projCategory: 'CUSTOM',
        productFamilyName: null,
        customerName: '深圳创想三维科技有限公司',
        budget: 85,
        startDate: '2027-01-11',
        planEndDate: '2027-08-31',
        reason: '开环版本丢步投诉多，客户要求闭环方案',
        marketAnalysis: null,
      },
    ]);
  });

  it('评审申请 and ECR 申请 forms refused then sent, the ECR detail with its evaluation, 文档审批 approved and my history', async () => {
    const { page, url } = browser;
    await signIn(page, 'developmentUser');
    await page.goto(url('/NPDProject/ProjectCollaboration/ReviewApply'));
    await page.getByRole('cell', { name: 'PS-2026-0031', exact: true }).waitFor();
    await screenshot(page, 'review-apply');

    // A new review request: a deliverable without a name is refused (values kept), then the exact body is sent.
    const reviews = requestBodies(page, '/bos/pmReview/add');
    await page.getByRole('button', { name: '新增评审申请' }).click();
    const review = page.getByRole('dialog', { name: '新增评审申请' });
    await review.getByLabel('项目').click();
    await dropdownOption(page, 'NPD-2026-011 SD-750 系列伺服驱动器二代平台开发');
    await review.getByLabel('评审阶段').click();
    await dropdownOption(page, 'P3 设计开发');
    await review.getByLabel('评审主题').fill('SD-750 二代 P3 设计冻结评审');
    await review.getByLabel('评审日期').fill('2026-12-10');
    await review.getByLabel('评审日期').press('Enter');
    await review.getByLabel('评审人').click();
    await dropdownOption(page, '张伟（总经办）');
    await dropdownOption(page, '刘洋（质量部）');
    await review.getByLabel('评审人').press('Escape');
    await review.getByRole('button', { name: /保\s*存/ }).click();
    await review.getByText('请输入交付物名称').waitFor();
    await screenshot(page, 'review-apply-form');
    expect(reviews).toHaveLength(0);
    expect(await review.getByLabel('评审主题').inputValue()).toBe('SD-750 二代 P3 设计冻结评审');
    await review.getByLabel('第 1 项交付物名称').fill('DFMEA');
    await review.getByRole('checkbox', { name: '已完成' }).check();
    await review.getByRole('button', { name: /保\s*存/ }).click();
    await review.waitFor({ state: 'hidden' });
    expect(reviews).toEqual([
      {
        projId: '1716352000006000001',
        reviewType: 'GATE',
        phaseCode: 'P3',
        title: 'SD-750 二代 P3 设计冻结评审',
        reviewDate: '2026-12-10',
        reviewerIds: ['1716352000000000201', '1716352000000000204'],
        deliverables: [{ name: 'DFMEA', done: true }],
        remark: null,
      },
    ]);

    // ECR 申请: the detail of a change under approval with the functions' evaluation; 采购 evaluates it.
    await viaMenu(page, '项目协同', 'ECR 申请');
    await page.getByRole('cell', { name: 'ECR-2026-0031', exact: true }).waitFor();
    await page.getByRole('tab', { name: '全部' }).filter({ visible: true }).click();
    await screenshot(page, 'ecr-apply');
    await rowAction(page, 'ECR-2026-0031', '详情');
    const detail = page.getByRole('dialog', { name: '变更申请详情：ECR-2026-0031' });
    const evaluation = detail.getByRole('region', { name: '职能评估' });
    await evaluation.getByRole('cell', { name: '新散热器需重新做首件，首批 200 件加严检验' }).waitFor();
    await detail.getByText('+1.80 万元').waitFor();
    await detail.getByRole('list', { name: '审批流程' }).getByText('变更委员会批准').waitFor();
    await screenshot(page, 'ecr-apply-detail');
    const evals = requestBodies(page, '/bos/pmEcrEvalItem/edit');
    await evaluation.getByRole('button', { name: '评估' }).click();
    const evalDialog = page.getByRole('dialog', { name: '采购评估' });
    await evalDialog.getByLabel('评估结论').click();
    await dropdownOption(page, '有条件同意');
    await evalDialog.getByRole('button', { name: /保\s*存/ }).click();
    await evalDialog.getByText('有条件同意或不同意时请填写评估意见').waitFor();
    await evalDialog.getByLabel('评估意见').fill('新散热器模具费 2.6 万元，交期 25 天');
    await evalDialog.getByRole('button', { name: /保\s*存/ }).click();
    await evalDialog.waitFor({ state: 'hidden' });
    expect(evals).toEqual([
      { id: '1716352000006400004', conclusion: 'CONDITIONAL', comment: '新散热器模具费 2.6 万元，交期 25 天' },
    ]);
    await detail.getByRole('button', { name: '关闭' }).first().click();
    await detail.waitFor({ state: 'hidden' });

    // A new change request: refused without its reason, then sent.
    const ecrs = requestBodies(page, '/bos/pmEcr/add');
    await page.getByRole('button', { name: '新增变更申请' }).click();
    const ecr = page.getByRole('dialog', { name: '新增变更申请' });
    await ecr.getByLabel('变更类型').click();
    await dropdownOption(page, 'SCR 供应商变更');
    await ecr.getByLabel('变更主题').fill('SM-80 磁钢供应商切换');
    await ecr.getByLabel('项目').click();
    await dropdownOption(page, 'NPD-2026-012 SM-80 低惯量伺服电机降本改型');
    await ecr.getByLabel('成本影响（万元）').fill('-4.2');
    await ecr.getByRole('button', { name: /保\s*存/ }).click();
    await ecr.getByText('请输入变更原因').waitFor();
    expect(ecrs).toHaveLength(0);
    await ecr.getByLabel('变更原因').fill('现供应商钕铁硼涨价 22%');
    await ecr.getByRole('button', { name: /保\s*存/ }).click();
    await ecr.waitFor({ state: 'hidden' });
    expect(ecrs).toEqual([
      {
        ecrType: 'SCR',
        urgency: 'NORMAL',
        title: 'SM-80 磁钢供应商切换',
        projId: '1716352000006000002',
        reason: '现供应商钕铁硼涨价 22%',
        affectedParts: null,
        affectedDocs: null,
        costImpact: -4.2,
        scheduleImpactDays: null,
      },
    ]);

    // 文档审批: a document version approved with an opinion; my history is its own list.
    await viaMenu(page, '项目协同', '文档审批');
    const approvals = requestBodies(page, '/bos/pmDocApproval/approve');
    await rowAction(page, 'SD-750 控制板原理图', '审批');
    const audit = page.getByRole('dialog', { name: '审批文档：SD-750 控制板原理图 V1.3' });
    await audit.getByRole('list', { name: '审批流程' }).getByText('标准化审查').waitFor();
    await audit.getByText('SD-750 控制板原理图-V1.3.pdf').waitFor();
    await screenshot(page, 'doc-approval-audit');
    await audit.getByLabel('审批意见（驳回时必填）').fill('符合设计规范');
    await audit.getByRole('button', { name: /通\s*过/ }).click();
    await audit.waitFor({ state: 'hidden' });
    expect(approvals).toEqual([{ id: '1716352000006600001', opinion: '符合设计规范' }]);
    await page.route('**/api/bos/pmDocApproval/page', (route) =>
      route.continue({
        headers: {
          ...route.request().headers(),
          ...((route.request().postDataJSON() as { scope?: string }).scope === 'DONE'
            ? { prefer: 'example=done' }
            : {}),
        },
      }),
    );
    await page.getByRole('tab', { name: '我的审批记录' }).click();
    await rowOf(page, 'PLF-120 试产总结报告').getByText('CPK 数据缺少第 3 批次，请补充').waitFor();
  });
});
