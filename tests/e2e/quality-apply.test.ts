import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { choose, rowOf, SAVE, typeDate } from './support/forms';
import { requestBodies } from './support/requests';
import { clickRowAction, rowActionTitles } from './support/rows';
import { pinStoryToday, signIn, toasts } from './support/session';

const browser = setupBrowser();

/** Picks a material in the material selector the form's 物料 field opens. */
async function pickMaterial(page: Page, dialog: Locator, code: string) {
  await dialog.getByRole('button', { name: /选\s*择/ }).click();
  const selector = page.getByRole('dialog', { name: '选择物料' });
  await selector.getByRole('cell', { name: code, exact: true }).click();
  await selector.getByRole('button', { name: /确\s*定/ }).click();
  await selector.waitFor({ state: 'hidden' });
}

describe('检验管理: IQC 申请, RFE 申请, IAN 通知 (issue 25)', () => {
  it('IQC 申请: the lots by state (a 免检 lot judged at once with its reason, an overdue one marked), 紧急 of several, 开始检验 to IQC 检验 with the request', async () => {
    const { page, url } = browser;
    await signIn(page);
    const urgents = requestBodies(page, '/scm/qmIqcApply/urgent');
    await page.goto(url('/quality/iqcApply'));

    // 风华高科's resistors are 免检 in their supplier item: judged 合格 at registration, the reason shown.
    const exempt = rowOf(page, 'IQA-20261120-0005');
    await exempt.getByText('免检，登记即判定', { exact: true }).waitFor();
    await exempt.getByText('合格', { exact: true }).waitFor();
    await exempt.getByText('供应商物料', { exact: true }).waitFor();
    await exempt
      .getByText('风华高科的贴片电阻（供应商料号 RC-05K1002FT）在供应商物料中设为免检，登记即判定合格')
      .waitFor();
    expect(await rowActionTitles(page, exempt)).toEqual(['详情']);
    // The capacitors waited past their due time; the connectors were sorted after their rejection.
    await rowOf(page, 'IQA-20261124-0006').getByText('逾期').waitFor();
    const rejected = rowOf(page, 'IQA-20261126-0007');
    await rejected.getByText('放行 2,800 / 不合格 200 个').waitFor();
    expect(await rowActionTitles(page, rejected)).toEqual(['详情', '检验单']);
    const samples = rowOf(page, 'IQA-20261128-0008');
    expect(await rowActionTitles(page, samples)).toEqual(['详情', '开始检验', '编辑', '删除']);

    // 紧急 of several: a judged lot in the selection is refused, naming it, and nothing is sent.
    await rowOf(page, 'IQA-20261124-0006').getByRole('checkbox').check();
    await rejected.getByRole('checkbox').check();
    await page.getByRole('button', { name: '标记紧急（2）' }).click();
    await expect.poll(() => toasts(page)).toContain('已判定的报检单不用再标记紧急：IQA-20261126-0007');
    expect(urgents).toHaveLength(0);
    await rejected.getByRole('checkbox').uncheck();
    await page.getByRole('button', { name: '标记紧急（1）' }).click();
    await expect.poll(() => urgents).toEqual([{ ids: ['1716352000000530006'], urgent: true }]);
    await expect.poll(() => toasts(page)).toContain('已标记紧急：1 张报检单');

    // 详情 of a request: its source, mode and outcome.
    await clickRowAction(page, rejected, '详情');
    const detail = page.getByRole('dialog', { name: '报检单详情' });
    await detail.getByText('到货收货 GR-20261126-0003').waitFor();
    await detail.getByText('放行 2,800 / 不合格 200 个').waitFor();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // 导出 with nothing selected sends the conditions (none here).
    const exports = requestBodies(page, '/scm/qmIqcApply/export');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    await download;
    await expect.poll(() => exports).toEqual([{}]);

    // 开始检验 goes to IQC 检验 with the request.
    await clickRowAction(page, samples, '开始检验');
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe('/quality/inspection/iqc?applyId=1716352000000530008');
  });

  it('IQC 申请 by hand: 报检数 above 到货数 refused (nothing sent, nothing lost), then sent with the mode that applies; a 免检 lot answered as judged at once', async () => {
    const { page, url } = browser;
    await signIn(page);
    const adds = requestBodies(page, '/scm/qmIqcApply/add');
    await page.goto(url('/quality/iqcApply'));
    await rowOf(page, 'IQA-20261128-0008').waitFor();

    // The IGBT samples of 中电港, sent ahead of the order's lot.
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '手工登记报检' });
    await choose(page, dialog, '供应商', 'SUP-0047 深圳市中电港电子有限公司', '中电港');
    await pickMaterial(page, dialog, 'EL-IGBT-75A');
    // 中电港's IGBT has no mode of its own: the supplier's configuration (抽检) applies.
    await dialog.getByText('将按供应商配置的来料检验方式为抽检').waitFor();
    await choose(page, dialog, '仓库', 'WH-DZ-01 电子料仓');
    await dialog.getByLabel('供应商批次').fill('VX645218');
    await typeDate(dialog, '生产日期', '2026-11-09');
    await dialog.getByLabel('到货数').fill('20');
    await dialog.getByLabel('报检数').fill('30');
    await dialog.getByRole('switch', { name: '紧急' }).click();
    await dialog.getByLabel('来源单号').fill('中电港样品单 ZD-S261128-02');
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.getByText('报检数 30 超过到货数 20').waitFor();
    expect(adds).toHaveLength(0);
    expect(await dialog.getByLabel('供应商批次').inputValue()).toBe('VX645218');

    await dialog.getByLabel('报检数').fill('20');
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(adds).toEqual([
      {
        supplierId: '1716352000000460003',
        materialId: '1716352000000400406',
        supplierBatch: 'VX645218',
        batchNo: null,
        productionDate: '2026-11-09',
        expiryDate: null,
        houseId: '1716352000000400802',
        arrivalQty: 20,
        inspectQty: 20,
        inspectMode: null,
        urgent: true,
        sourceNo: '中电港样品单 ZD-S261128-02',
        remark: null,
      },
    ]);
    await expect.poll(() => toasts(page)).toContain('已登记报检单：抽检，待检，已通知检验员');

    // 风华高科's resistors: their supplier item says 免检, so the lot is judged 合格 as it is registered.
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const exempt = page.getByRole('dialog', { name: '手工登记报检' });
    await choose(page, exempt, '供应商', 'SUP-0031 广东风华高新科技股份有限公司', '风华');
    await pickMaterial(page, exempt, 'EL-R0603-10K');
    await exempt.getByText('将按供应商物料 RC-05K1002FT 设为免检：登记即判定合格，不需检验，不发 IAN 通知').waitFor();
    await choose(page, exempt, '仓库', 'WH-DZ-01 电子料仓');
    await exempt.getByLabel('到货数').fill('5000');
    await exempt.getByLabel('报检数').fill('5000');
    await exempt.getByRole('button', { name: SAVE }).click();
    await exempt.waitFor({ state: 'hidden' });
    expect(adds[1]).toMatchObject({
      supplierId: '1716352000000460002',
      materialId: '1716352000000400403',
      arrivalQty: 5000,
      inspectQty: 5000,
      inspectMode: null,
      urgent: false,
    });
    await expect
      .poll(() => toasts(page))
      .toContain('已登记报检单：免检（供应商物料 RC-05K1002FT 设为免检），登记即判定合格，不需检验');
  });

  it('RFE 申请: a batch in re-inspection completed with a new 有效期至 (today refused first, nothing sent)', async () => {
    const { page, url } = browser;
    await pinStoryToday(page);
    await signIn(page);
    const completes = requestBodies(page, '/scm/qmRfeApply/complete');
    const starts = requestBodies(page, '/scm/qmRfeApply/start');
    await page.goto(url('/quality/rfeApply'));
    const waiting = rowOf(page, 'RFE-202611-0004');
    await waiting.getByText('待复检').waitFor();
    expect(await rowActionTitles(page, waiting)).toEqual(['详情', '开始复检', '编辑', '删除']);
    expect(await rowActionTitles(page, rowOf(page, 'RFE-202611-0001'))).toEqual(['详情']);
    await rowOf(page, 'RFE-202611-0001').getByText('延至 2027-01-16').waitFor();

    // 开始复检 of the chips whose inspection validity ran out.
    await clickRowAction(page, waiting, '开始复检');
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => starts).toEqual([{ id: '1716352000000534004' }]);

    // The profiles suspect after 亚太轻合金's letter: hardness re-measured, found good, released to a new date.
    const profiles = rowOf(page, 'RFE-202611-0002');
    expect(await rowActionTitles(page, profiles)).toEqual(['详情', '完成复检']);
    await clickRowAction(page, profiles, '完成复检');
    const dialog = page.getByRole('dialog', { name: '完成复检：RFE-202611-0002' });
    await dialog.getByRole('radio', { name: '合格，延期' }).check();
    await dialog.getByText('批次 B20261118-001 的有效期至改为新日期并解冻，可以发料').waitFor();
    await typeDate(dialog, '新的有效期至', '2026-11-29');
    const record = '韦氏硬度抽 20 根，8.6–9.1 HW，均不低于 8 HW；壁厚与外形合格，解除冻结';
    await dialog.getByLabel('复检记录与结论').fill(record);
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.getByText('新的有效期至须晚于今天 2026-11-29').waitFor();
    expect(completes).toHaveLength(0);

    await typeDate(dialog, '新的有效期至', '2027-05-18');
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(completes).toEqual([
      { id: '1716352000000534002', result: 'EXTEND', newExpiryDate: '2027-05-18', resultRemark: record },
    ]);
    await expect.poll(() => toasts(page)).toContain('已完成复检 RFE-202611-0002');
  });

  it('IAN 通知: the unread count; 处理 only with a note; an unread notice opened is marked read and goes to its IQC; one started opens its inspection', async () => {
    const { page, url } = browser;
    await signIn(page);
    const reads = requestBodies(page, '/scm/qmIanNotice/read');
    await page.goto(url('/quality/ianNotice'));
    await page.getByText('未读 1', { exact: true }).waitFor();
    await page.getByText('逾期 1', { exact: true }).waitFor();
    const unread = rowOf(page, 'IAN-20261128-0008');
    await unread.getByText('未读', { exact: true }).waitFor();
    expect(await rowActionTitles(page, unread)).toEqual(['打开', '处理']);
    expect(await rowActionTitles(page, rowOf(page, 'IAN-20261126-0007'))).toEqual(['打开']);

    // 处理 by hand needs its note: nothing is sent without one.
    const handles = requestBodies(page, '/scm/qmIanNotice/handle');
    await clickRowAction(page, unread, '处理');
    const handle = page.getByRole('dialog', { name: '处理通知：IAN-20261128-0008' });
    await handle.getByRole('button', { name: '确认处理' }).click();
    await handle.getByText('请输入处理说明').waitFor();
    expect(handles).toHaveLength(0);
    const note = '样品单重复登记，正式批随 ASN-202611-0009 到货时再检';
    await handle.getByLabel('处理说明').fill(note);
    await handle.getByRole('button', { name: '确认处理' }).click();
    await handle.waitFor({ state: 'hidden' });
    expect(handles).toEqual([{ ids: ['1716352000000535008'], remark: note }]);
    await expect.poll(() => toasts(page)).toContain('已处理通知 IAN-20261128-0008');

    // The capacitors' notice was read already and their inspection started: opened, nothing marked.
    await clickRowAction(page, rowOf(page, 'IAN-20261124-0006'), '打开');
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe('/quality/inspection/iqc?id=1716352000000531006');
    expect(reads).toHaveLength(0);

    // The IGBT samples: unread, not started — marked read, then IQC 检验 starts the request's inspection.
    await page.goto(url('/quality/ianNotice'));
    await clickRowAction(page, rowOf(page, 'IAN-20261128-0008'), '打开');
    await expect.poll(() => reads).toEqual([{ ids: ['1716352000000535008'] }]);
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe('/quality/inspection/iqc?applyId=1716352000000530008');
  });
});
