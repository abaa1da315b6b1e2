import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { clickRowAction } from './support/rows';
import { requestBodies } from './support/requests';
import { signIn, toasts } from './support/session';

const browser = setupBrowser();

async function open(page: Page, url: (path: string) => string, path: string, firstCell: string) {
  await page.goto(url(path));
  await page.getByRole('cell', { name: firstCell, exact: true }).waitFor();
}

/** Runs a row action, from the row or from 更多. */
async function rowAction(page: Page, rowText: string, title: string) {
  return clickRowAction(page, page.getByRole('row', { name: new RegExp(rowText) }), title);
}

// openapi/examples/bos/opCodeGen*.yaml, opDbMigration*.yaml, opPdaVersionPage.yaml, opHmiVersionPage.yaml, opEvent*.yaml.
describe('开发运维 (issue 14)', () => {
  it('代码生成: previews the generated files in tabs and saves the field settings it was given', async () => {
    const { page, url } = browser;
    await signIn(page, 'superAdmin');
    await open(page, url, '/operation/devops/codeGen', 'mes_equipment');

    await rowAction(page, 'mes_equipment', '预览');
    const preview = page.getByRole('dialog', { name: /代码预览：MesEquipment/ });
    await preview.getByText('public class MesEquipment extends BaseEntity').waitFor();
    expect(await preview.getByRole('tab').allTextContents()).toEqual([
      'MesEquipment.java',
      'MesEquipmentController.java',
      'MesEquipmentMapper.xml',
      'mes-equipment-list.ts',
      'menu.sql',
    ]);
    await preview.getByRole('button', { name: '关闭' }).click();
    await preview.waitFor({ state: 'hidden' });

    const saves = requestBodies(page, '/bos/opCodeGen/saveFields');
    await rowAction(page, 'mes_equipment', '字段配置');
    const fields = page.getByRole('dialog', { name: /字段配置：mes_equipment/ });
    await fields.getByRole('checkbox', { name: 'remark 列表显示' }).check();
    await fields.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => saves.length).toBe(1);
    const sent = saves[0] as { configId: string; fields: Array<Record<string, unknown>> };
    expect(sent.configId).toBe('1716352000001100001');
    expect(sent.fields).toHaveLength(10);
    expect(sent.fields[8]).toEqual({
      id: '1716352000001110009',
      javaType: 'String',
      tsType: 'string',
      queryType: 'none',
      showInList: true,
      showInForm: true,
      required: false,
      dictType: null,
    });
    await expect.poll(() => toasts(page)).toContain('字段配置已保存');
  });

  it('数据库迁移: runs a waiting migration only after the question, then shows the result and its log', async () => {
    const { page, url } = browser;
    await signIn(page, 'superAdmin');
    await open(page, url, '/operation/devops/dbMigration', '2026.11.24.1');
    const runs = requestBodies(page, '/bos/opDbMigration/execute');

    await rowAction(page, '2026.11.24.1', '执行');
    const question = page.getByRole('dialog', { name: '执行迁移' });
    await question.getByText('V2026_11_24_1__mfg_line_capacity.sql').waitFor();
    expect(runs).toHaveLength(0);
    await question.getByRole('button', { name: '确定执行' }).click();

    const result = page.getByRole('dialog', { name: '执行结果' });
    await result.getByText('版本 2026.11.24.1 已执行', { exact: true }).waitFor();
    await result.getByText('UPDATE mes_mfg_line SET daily_capacity = 1200 … 完成，12 行', { exact: false }).waitFor();
    expect(await result.locator('.ant-descriptions-item-content').allTextContents()).toEqual([
      '已执行',
      '12',
      '1.33 秒',
    ]);
    expect(runs).toEqual([{ id: '1716352000001200001' }]);
    await result.getByRole('button', { name: '关闭' }).click();
    await result.waitFor({ state: 'hidden' });
  });

  it('手持终端版本: uploads an .apk through the policy with a progress bar and publishes the version; HMI lists its own', async () => {
    const { page, url } = browser;
    await signIn(page, 'superAdmin');
    await open(page, url, '/operation/devops/pdaVersion', '3.8.1');
    // product.md §5 size conversion: 48152371 bytes.
    await page.getByRole('cell', { name: '45.92 MB', exact: true }).waitFor();
    const policies = requestBodies(page, '/sys/sysFile/getUploadPolicy');
    const adds = requestBodies(page, '/bos/opPdaVersion/add');
    // The host holds the upload until released, so the progress bar can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/sys/sysFile/upload', async (route) => {
      await held;
      await route.continue();
    });

    await page.getByRole('button', { name: '发布版本' }).click();
    const dialog = page.getByRole('dialog', { name: '发布手持终端版本' });
    await dialog.getByLabel('版本号').fill('3.9.0');
    await dialog.getByLabel('版本代码').fill('390');
    const input = dialog.locator('input[type=file]');
    await input.setInputFiles({ name: 'jgzz-pda-3.9.0.zip', mimeType: 'application/zip', buffer: Buffer.alloc(2048) });
    await expect.poll(() => toasts(page)).toContain('文件格式错误，正确的格式为：*.apk');
    expect(policies).toHaveLength(0);

    await input.setInputFiles({
      name: 'jgzz-pda-3.9.0.apk',
      mimeType: 'application/vnd.android.package-archive',
      buffer: Buffer.alloc(512 * 1024),
    });
    await dialog.getByRole('progressbar', { name: '上传进度' }).waitFor();
    expect(policies).toEqual([{ filename: 'jgzz-pda-3.9.0.apk', fileSize: 512 * 1024, bizType: 'opPdaVersion' }]);
    release();
    await dialog.getByRole('progressbar', { name: '上传进度' }).waitFor({ state: 'detached' });
    await dialog.getByText('jgzz-pda-3.9.0.apk').waitFor();

    // The rules of the form are the unit test's (version-form.test.ts); here what it sends.
    await dialog.getByLabel('更新说明').fill('新增委外收货扫码；修复批次条码识别偶发失败');
    await dialog.getByLabel('强制更新').click();
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => adds.length).toBe(1);
    expect(adds[0]).toEqual({
      versionNo: '3.9.0',
      versionCode: 390,
      fileId: '1716352000000900001',
      notes: '新增委外收货扫码；修复批次条码识别偶发失败',
      forceUpdate: true,
    });
    await dialog.waitFor({ state: 'hidden' });

    await open(page, url, '/operation/devops/hmiVersion', '2.4.1');
    await page.getByRole('cell', { name: 'jgzz-hmi-setup-2.4.1.exe', exact: true }).waitFor();
    await page.getByRole('cell', { name: '94.00 MB', exact: true }).waitFor();
  });

  it('事件: lists the platform events and shows one with its payload as formatted JSON', async () => {
    const { page, url } = browser;
    await signIn(page, 'superAdmin');
    await open(page, url, '/operation/devops/event', '2026-11-25 10:31:05');
    await rowAction(page, '2026-11-25 10:31:05', '详情');
    const drawer = page.getByRole('dialog', { name: '事件详情' });
    const payload = drawer.getByRole('region', { name: '事件负载' }).or(drawer.getByLabel('事件负载'));
    await payload.waitFor();
    expect(await payload.textContent()).toContain(
      '{\n  "account": "liuyang",\n  "enterprise": "苏州精工智造有限公司",',
    );
  });
});
