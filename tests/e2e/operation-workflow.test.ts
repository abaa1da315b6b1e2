import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { clickRowAction } from './support/rows';
import { requestBodies } from './support/requests';
import { preferExample, signIn, toasts } from './support/session';

const browser = setupBrowser();

/** Signs in as the super admin (平台运营 active), opens a screen and waits for a row of the mock's list. */
async function open(page: Page, url: (path: string) => string, route: string, cell: string) {
  await signIn(page, 'superAdmin');
  await page.goto(url(route));
  await page.getByRole('cell', { name: cell, exact: true }).first().waitFor();
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

describe('流程集成', () => {
  it('数据处理配置 enabled after confirming; 钉钉流程 lists the catalogue; 文件管理 previews an image and uploads a file with progress', async () => {
    const { page, url } = browser;
    await open(page, url, '/operation/workflow/dtProc', 'TASK_STOP_REQUEST');
    const enables = requestBodies(page, '/sys/sysDtProc/enable');
    await rowAction(page, 'TASK_STOP_REQUEST', '启用');
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '确认启用吗？' });
    await confirm.waitFor();
    expect(enables).toHaveLength(0);
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => enables).toEqual([{ ids: ['1716352000005000004'] }]);

    await viaMenu(page, '流程集成', '钉钉流程');
    await rowOf(page, 'CORP_CHANGE').getByRole('cell', { name: '企业变更审批', exact: true }).waitFor();

    await viaMenu(page, '文件存储', '文件管理');
    await preferExample(page, '/sys/sysFile/preview', 'image');
    const previews = requestBodies(page, '/sys/sysFile/preview');
    await rowAction(page, '铝型材截面.jpg', '预览');
    const viewer = page.getByRole('dialog', { name: '铝型材截面.jpg' });
    await viewer.getByRole('img', { name: '铝型材截面.jpg' }).waitFor();
    expect(previews).toEqual([{ fileId: '1716352000000900012' }]);
    await viewer.getByRole('button', { name: '关 闭', exact: true }).click();
    await viewer.waitFor({ state: 'hidden' });

    // The upload host answers only when the test lets it: the file's progress shows meanwhile.
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/sys/sysFile/upload', async (route) => {
      await answered;
      await route.continue();
    });
    const policies = requestBodies(page, '/sys/sysFile/getUploadPolicy');
    await page.getByRole('button', { name: '上传文件' }).click();
    const dialog = page.getByRole('dialog', { name: '上传文件' });
    const content = Buffer.from('%PDF-1.4 注塑车间工艺卡');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: '注塑车间工艺卡-V4.pdf', mimeType: 'application/pdf', buffer: content });
    await dialog.getByRole('progressbar').waitFor();
    await expect
      .poll(() => policies)
      .toEqual([{ filename: '注塑车间工艺卡-V4.pdf', fileSize: content.length, bizType: 'sysFile' }]);
    release();
    await dialog.getByRole('progressbar').waitFor({ state: 'detached' });
    await dialog.getByText('注塑车间工艺卡-V4.pdf').waitFor();
    await dialog.getByRole('button', { name: /完\s*成/ }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('企业变更: a submit with a process asks for the initiating department, one without submits directly; the approval flow; a new request is sent', async () => {
    const { page, url } = browser;
    await open(page, url, '/operation/corpReg/change', 'BG-2026-0016');
    const submits = requestBodies(page, '/bos/opCorpChange/submit');

    // CORP_CHANGE has a DingTalk process (getInfo's first example): the dialog starts on the first department.
    await rowAction(page, 'BG-2026-0016', '提交');
    const dialog = page.getByRole('dialog', { name: '提交审批' });
    await dialog.getByText('采购部').waitFor();
    expect(submits).toHaveLength(0);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => submits)
      .toEqual([{ id: '1716352000000760006', hasProc: true, bizType: 'CORP_CHANGE', dtDeptId: '48210573' }]);

    // Without a process (getInfo's noProc example) a rejected request goes straight to the server.
    await preferExample(page, '/sys/sysDtProc/getInfo*', 'noProc');
    await rowAction(page, 'BG-2026-0013', '提交');
    await expect.poll(() => submits.length).toBe(2);
    expect(submits[1]).toEqual({ id: '1716352000000760004', hasProc: false, bizType: 'CORP_CHANGE' });
    expect(await page.getByRole('dialog', { name: '提交审批' }).count()).toBe(0);
    await expect.poll(() => toasts(page)).toContain('提交成功');

    // The request under approval: what changes, and where its approval stands.
    await rowAction(page, 'BG-2026-0012', '详情');
    const detail = page.getByRole('dialog', { name: '企业变更详情：BG-2026-0012' });
    await detail.getByRole('cell', { name: '8000万元人民币' }).waitFor();
    await detail.getByRole('list', { name: '审批流程' }).getByText('法务复核').waitFor();
    await detail.getByRole('button', { name: '关闭' }).first().click();
    await detail.waitFor({ state: 'hidden' });

    // A new request (its rules: change-form.test.ts): the contract's closed body, the server filling in 变更前.
    const adds = requestBodies(page, '/bos/opCorpChange/add');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const form = page.getByRole('dialog', { name: '新增企业变更申请' });
    await form.getByLabel('企业').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('常州恒拓精密机械有限公司').click();
    await form.getByLabel('第 1 项变更字段').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('联系人手机号').click();
    await form.getByLabel('第 1 项变更后的值').fill('13915086328');
    await form.getByLabel('变更原因').fill('联系人手机号更换');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await form.waitFor({ state: 'hidden' });
    await expect
      .poll(() => adds)
      .toEqual([
        {
          corpId: '1716352000000700002',
          items: [{ field: 'contactPhone', after: '13915086328' }],
          reason: '联系人手机号更换',
          fileIds: [],
        },
      ]);
  });
});
