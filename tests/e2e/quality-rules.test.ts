import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { choose, rowOf, SAVE, shot } from './support/forms';
import { requestBodies } from './support/requests';
import { clickRowAction, rowActionTitles } from './support/rows';
import { preferExample, signIn, toasts } from './support/session';

const browser = setupBrowser();

async function chooseMany(page: Page, scope: Locator, label: string, option: string, search: string) {
  await choose(page, scope, label, option, search);
  await scope.getByLabel(label, { exact: true }).press('Escape');
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}

/** Picks materials in the material selector the rule's 物料 field opens. */
async function pickMaterials(page: Page, dialog: Locator, codes: string[]) {
  await dialog.getByRole('button', { name: '选择物料' }).click();
  const selector = page.getByRole('dialog', { name: '选择物料' });
  for (const code of codes) await selector.getByRole('cell', { name: code, exact: true }).click();
  await selector.getByRole('button', { name: /确\s*定/ }).click();
  await selector.waitFor({ state: 'hidden' });
}

describe('质量规则: IAN 规则, NGN 规则, REW 规则, REW 预警 (issue 25)', () => {
  it('IAN 规则: the rules by scope; a rule without a material refused (nothing sent), then sent and refused by the server as overlapping (1017201) on the form', async () => {
    const { page, url } = browser;
    await signIn(page);
    const adds = requestBodies(page, '/scm/qmIanRule/add');
    await page.goto(url('/quality/ianRule'));

    const electronics = rowOf(page, 'IAN-001');
    await electronics.getByText('全部供应商', { exact: true }).waitFor();
    await electronics.getByText('24 小时', { exact: true }).waitFor();
    await rowOf(page, 'IAN-002').getByText('亚太轻合金、宝钢贸易', { exact: true }).waitFor();
    expect(await rowActionTitles(page, electronics)).toEqual(['详情', '编辑', '停用']);
    expect(await rowActionTitles(page, rowOf(page, 'IAN-005'))).toEqual(['详情', '编辑', '启用', '删除']);
    await shot(page, 'ian-list');

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增 IAN 规则' });
    await dialog.getByLabel('编码').fill('IAN-006');
    await dialog.getByLabel('名称').fill('连接器第二来源');
    await chooseMany(page, dialog, '供应商', 'SUP-0063 苏州华锦电子材料有限公司', '华锦');
    await dialog.getByLabel('要求完成时限（小时）').fill('8');
    await chooseMany(page, dialog, '检验员', '刘洋（质量部）', '刘洋');
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.getByText('请至少选择一种物料').waitFor();
    expect(adds).toHaveLength(0);

    await pickMaterials(page, dialog, ['EL-CN-DB15F', 'EL-C0805-10U']);
    await dialog.getByText('EL-CN-DB15F 连接器').waitFor();
    await shot(page, 'ian-form');
    await preferExample(page, '/scm/qmIanRule/add', 'overlap');
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.getByText('物料 EL-CN-DB15F 连接器（全部供应商）已在启用的 IAN 规则 IAN-001 中').waitFor();
    expect(adds).toEqual([
      {
        code: 'IAN-006',
        name: '连接器第二来源',
        supplierIds: ['1716352000000460005'],
        materialIds: ['1716352000000400407', '1716352000000400404'],
        dueHours: 8,
        inspectorIds: ['1716352000000000204'],
        remark: null,
      },
    ]);
    // Refused, nothing typed is lost.
    expect(await dialog.getByLabel('编码').inputValue()).toBe('IAN-006');

    // A material removed by its tag, then saved.
    await page.unroute('**/api/scm/qmIanRule/add');
    await dialog.getByRole('button', { name: '移除 EL-C0805-10U 贴片电容' }).click();
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(adds[1]).toMatchObject({ materialIds: ['1716352000000400407'] });

    // 编辑 starts from the rule's materials, shown by code and name, and sends them back with its id.
    const edits = requestBodies(page, '/scm/qmIanRule/edit');
    await clickRowAction(page, rowOf(page, 'IAN-004'), '编辑');
    const edit = page.getByRole('dialog', { name: '编辑 IAN 规则：IAN-004 华锦电子第二来源首批' });
    await edit.getByText('EL-C0805-10U 贴片电容').waitFor();
    await edit.getByLabel('要求完成时限（小时）').fill('12');
    await edit.getByRole('button', { name: SAVE }).click();
    await edit.waitFor({ state: 'hidden' });
    expect(edits).toEqual([
      expect.objectContaining({
        id: '1716352000000550004',
        supplierIds: ['1716352000000460005'],
        materialIds: ['1716352000000400404'],
        dueHours: 12,
        inspectorIds: ['1716352000000000204'],
      }),
    ]);

    // 详情 names the materials and the hours.
    await clickRowAction(page, rowOf(page, 'IAN-004'), '详情');
    const detail = page.getByRole('dialog', { name: 'IAN 规则详情' });
    await detail.getByText('到货后 24 小时').waitFor();
  });

  it('NGN 规则: who is told; a rule telling nobody refused (1017202, nothing sent), then sent with the buyer', async () => {
    const { page, url } = browser;
    await signIn(page);
    const adds = requestBodies(page, '/scm/qmNgnRule/add');
    await page.goto(url('/quality/ngnRule'));

    const connectors = rowOf(page, 'NGN-002');
    await connectors.getByText('供应商、采购员、仓库、刘洋', { exact: true }).waitFor();
    await connectors.getByText('挑选', { exact: true }).waitFor();
    await connectors.getByText('EL-CN-DB15F 连接器', { exact: true }).waitFor();
    await shot(page, 'ngn-list');

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增 NGN 规则' });
    await dialog.getByLabel('编码').fill('NGN-006');
    await dialog.getByLabel('名称').fill('焊锡丝判退');
    await pickMaterials(page, dialog, ['PL-PA66-GF30']);
    await choose(page, dialog, '触发', '因严重及以上缺陷');
    await choose(page, dialog, '默认处置', '退货');
    await dialog.getByRole('checkbox', { name: '邮件' }).check();
    await dialog.getByLabel('供应商回复期限（天）').fill('7');
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.getByText('请至少选择一个通知对象（供应商、采购员、仓库或指定人员）').waitFor();
    expect(adds).toHaveLength(0);
    await shot(page, 'ngn-form');

    await dialog.getByRole('switch', { name: '通知采购员' }).click();
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(adds).toEqual([
      {
        code: 'NGN-006',
        name: '焊锡丝判退',
        supplierIds: [],
        materialIds: ['1716352000000400408'],
        minClass: 'MAJ',
        defaultDisposition: 'RETURN',
        notifySupplier: false,
        notifyBuyer: true,
        notifyWarehouse: false,
        userIds: [],
        channels: ['SITE', 'EMAIL'],
        supplierReplyDays: 7,
        remark: null,
      },
    ]);
  });

  it('REW 规则: each rule read as a sentence; a rule typed as 批退次数 and changed to 批合格率 sends N and M null', async () => {
    const { page, url } = browser;
    await signIn(page);
    const adds = requestBodies(page, '/scm/qmRewRule/add');
    await page.goto(url('/quality/rewRule'));

    await rowOf(page, 'REW-001').getByText('供应商 × 物料最近 5 批中不合格 ≥ 2 批 → 警告', { exact: true }).waitFor();
    await rowOf(page, 'REW-002')
      .getByText('供应商近 90 天批合格率 < 70%（至少 3 批）→ 严重', { exact: true })
      .waitFor();
    await rowOf(page, 'REW-003').getByText('供应商近 30 天不合格 PPM > 10000 → 警告', { exact: true }).waitFor();
    await shot(page, 'rew-rule-list');

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增 REW 规则' });
    await dialog.getByLabel('编码').fill('REW-005');
    await dialog.getByLabel('名称').fill('供应商批合格率（季度）');
    await expect.poll(() => dialog.getByLabel('不合格批数 N').isDisabled()).toBe(true);
    await choose(page, dialog, '指标', '批退次数');
    await dialog.getByLabel('不合格批数 N').fill('3');
    await dialog.getByLabel('最近批数 M').fill('10');
    expect(await dialog.getByLabel('统计天数').isDisabled()).toBe(true);

    await choose(page, dialog, '指标', '批合格率');
    await choose(page, dialog, '统计对象', '供应商');
    await choose(page, dialog, '级别', '严重');
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.getByText('批合格率规则须填写统计天数').waitFor();
    expect(adds).toHaveLength(0);

    await dialog.getByLabel('统计天数').fill('90');
    await dialog.getByLabel('阈值').fill('75');
    await dialog.getByLabel('最少批数').fill('3');
    await chooseMany(page, dialog, '通知人', '陈敏（采购部）', '陈敏');
    await shot(page, 'rew-rule-form');
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(adds).toEqual([
      {
        code: 'REW-005',
        name: '供应商批合格率（季度）',
        metric: 'LAR',
        dimension: 'SUPPLIER',
        rejectCount: null,
        lotWindow: null,
        periodDays: 90,
        threshold: 75,
        minLots: 3,
        level: 'CRITICAL',
        silenceDays: 7,
        supplierIds: [],
        userIds: ['1716352000000000205'],
        channels: ['SITE'],
        remark: null,
      },
    ]);

    // 编辑 of REW-001 starts from its N and M, the other metrics' inputs greyed, and sends them null.
    const edits = requestBodies(page, '/scm/qmRewRule/edit');
    await clickRowAction(page, rowOf(page, 'REW-001'), '编辑');
    const edit = page.getByRole('dialog', { name: '编辑 REW 规则：REW-001 连续批退预警' });
    expect(await edit.getByLabel('最近批数 M').inputValue()).toBe('5');
    expect(await edit.getByLabel('统计天数').isDisabled()).toBe(true);
    await edit.getByLabel('不合格批数 N').fill('6');
    await edit.getByRole('button', { name: SAVE }).click();
    await edit.getByText('不合格批数 N 不能大于最近批数 M（5）').waitFor();
    expect(edits).toHaveLength(0);
    await edit.getByLabel('不合格批数 N').fill('3');
    await edit.getByRole('button', { name: SAVE }).click();
    await edit.waitFor({ state: 'hidden' });
    expect(edits).toEqual([
      expect.objectContaining({
        id: '1716352000000552001',
        metric: 'REJECT_COUNT',
        rejectCount: 3,
        lotWindow: 5,
        periodDays: null,
        threshold: null,
        minLots: null,
      }),
    ]);
  });

  it('REW 预警: 确认 of several sends the open ones; 关闭 needs the action taken and shows a refusal (1017204); the detail has the lots and who was told; export', async () => {
    const { page, url } = browser;
    await signIn(page);
    const acks = requestBodies(page, '/scm/qmRewWarning/ack');
    const closes = requestBodies(page, '/scm/qmRewWarning/close');
    await page.goto(url('/quality/rewWarning'));

    const ppm = rowOf(page, 'RW-202611-0003');
    await ppm.getByText('35461 PPM', { exact: true }).waitFor();
    await ppm.getByText('未处理', { exact: true }).waitFor();
    const connectors = rowOf(page, 'RW-202611-0002');
    await connectors.getByText('2 / 5 批', { exact: true }).waitFor();
    expect(await rowActionTitles(page, ppm)).toEqual(['详情', '确认', '关闭']);
    expect(await rowActionTitles(page, connectors)).toEqual(['详情', '关闭']);
    expect(await rowActionTitles(page, rowOf(page, 'RW-202611-0001'))).toEqual(['详情']);
    await shot(page, 'rew-warning-list');

    // 确认 of the two 中电港 warnings: the one already confirmed is left as it is.
    await ppm.getByRole('checkbox').check();
    await connectors.getByRole('checkbox').check();
    await page.getByRole('button', { name: '确认（2）' }).click();
    const ack = page.getByRole('dialog', { name: '确认预警' });
    await ack.getByText('确认 RW-202611-0003：').waitFor();
    const remark = '与 RW-202611-0002 同因，随中电港 8D 一并处理';
    await ack.getByLabel('确认说明').fill(remark);
    await ack.getByRole('button', { name: /^确\s*认$/ }).click();
    await ack.waitFor({ state: 'hidden' });
    expect(acks).toEqual([{ ids: ['1716352000000553003'], remark }]);
    await expect.poll(() => toasts(page)).toContain('已确认 1 条预警');

    // 关闭 without the action taken sends nothing; a warning closed meanwhile is refused in the dialog.
    await clickRowAction(page, connectors, '关闭');
    const close = page.getByRole('dialog', { name: '关闭预警：RW-202611-0002' });
    await close.getByRole('button', { name: '确认关闭' }).click();
    await close.getByText('请输入采取的措施').waitFor();
    expect(closes).toHaveLength(0);
    const action = '中电港 8D：冲压模具导向针磨损致插针弯曲，已更换并加出货全检；连续 3 批全检合格后恢复抽检';
    await close.getByLabel('采取的措施').fill(action);
    await preferExample(page, '/scm/qmRewWarning/close', 'closed');
    await close.getByRole('button', { name: '确认关闭' }).click();
    await close.getByText('预警 RW-202611-0001 已关闭').waitFor();
    await shot(page, 'rew-warning-close');
    await page.unroute('**/api/scm/qmRewWarning/close');
    await close.getByRole('button', { name: '确认关闭' }).click();
    await close.waitFor({ state: 'hidden' });
    expect(closes).toEqual([
      { id: '1716352000000553002', action },
      { id: '1716352000000553002', action },
    ]);

    // 详情: the rule's sentence, the lots the value came from, who was told.
    await clickRowAction(page, connectors, '详情');
    const detail = page.getByRole('dialog', { name: '预警详情' });
    await detail.getByText('每个供应商 × 物料最近 5 批中不合格 ≥ 2 批').waitFor();
    await detail.getByRole('cell', { name: 'IQC-20261016-0005', exact: true }).waitFor();
    await detail.getByText('刘洋、陈敏', { exact: true }).waitFor();
    await shot(page, 'rew-warning-detail');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // 导出 with nothing selected sends the conditions (none here).
    const exports = requestBodies(page, '/scm/qmRewWarning/export');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    await download;
    await expect.poll(() => exports).toEqual([{}]);
  });
});
