import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { rowOf, shot } from './support/forms';
import { requestBodies } from './support/requests';
import { clickRowAction, rowActionTitles } from './support/rows';
import { pinStoryToday, signIn, toasts } from './support/session';

const browser = setupBrowser();

/** Clicks 导出 of the list on screen and waits for the file. */
async function exportList(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  await download;
}

describe('规则与预警: 拉动规则, 呆滞预警, 库存上下限预警, AIW 规则 (issue 27)', () => {
  it('a pull rule’s suggestion now with its numbers; a warning acknowledged and one closed with the action taken; exports; the aging by band', async () => {
    const { page, url } = browser;
    await pinStoryToday(page);
    await signIn(page);

    // 拉动规则: the rules, then what they suggest now (the server's answer beside the client's arithmetic).
    await page.goto(url('/storage/rule/pull'));
    const resistorsRule = rowOf(page, 'EL-R0603-10K 贴片电阻');
    await resistorsRule.getByText('固定批量 5,000 个').waitFor();
    await rowOf(page, 'RM-ST-0002 冷轧钢板').getByText('停用').waitFor();
    const ruleExports = requestBodies(page, '/scm/stPullRule/export');
    await exportList(page);
    await expect.poll(() => ruleExports).toEqual([{}]);

    await page.getByRole('tab', { name: '补货建议' }).click();
    const resistors = rowOf(page, 'EL-R0603-10K 贴片电阻');
    // 线边可用 6000 + 在途 0 ≤ 再订货点 8000: 缺口 14000 to 最高 20000, three boxes of 5000 from 来源可用 60000.
    for (const text of [
      '6,000 个',
      '8,000 个 / 20,000 个',
      '14,000 个',
      '60,000 个',
      '15,000 个',
      '本地复算一致',
      '需补货',
    ])
      await resistors.getByText(text, { exact: true }).waitFor();
    // 连接器: 120 + 在途 80 = 200, on the reorder point itself: up to 600, 400.
    const connectors = rowOf(page, 'EL-CN-DB15F 连接器');
    for (const text of ['120 个', '80 个', '400 个', '2,452 个'])
      await connectors.getByText(text, { exact: true }).first().waitFor();
    await rowOf(page, 'EL-C0805-10U 贴片电容').getByText('未触发').waitFor();
    await shot(page, 'pull-suggestions');

    // 呆滞预警: 确认 an open one, 关闭 an acknowledged one with the action taken (其他 wants a remark), export.
    await page.goto(url('/storage/rule/edw'));
    const chips = rowOf(page, 'B20241108-IC01');
    await chips.getByText('301 天（规则 90 天）').waitFor();
    expect(await rowActionTitles(page, chips)).toEqual(['确认', '关闭']);
    const pellets = rowOf(page, 'B20251215-PA02');
    expect(await rowActionTitles(page, pellets)).toEqual(['关闭']);
    const acks = requestBodies(page, '/scm/stWarning/ack');
    const closes = requestBodies(page, '/scm/stWarning/close');
    await clickRowAction(page, chips, '确认');
    const ack = page.getByRole('dialog', { name: '确认预警' });
    await ack.getByText('EL-IC-F407 主控芯片 B20241108-IC01（电子料仓）', { exact: false }).waitFor();
    await ack.getByRole('button', { name: /确\s*认/ }).click();
    await expect.poll(() => acks).toEqual([{ ids: ['1716352000000624001'] }]);
    await expect.poll(() => toasts(page)).toContain('已确认 1 条预警');

    await clickRowAction(page, pellets, '关闭');
    const close = page.getByRole('dialog', { name: '关闭预警' });
    await close.getByRole('radio', { name: '其他' }).check();
    await close.getByRole('button', { name: '关闭预警' }).click();
    await close.getByText('处理方式为“其他”时须填写备注').waitFor();
    expect(closes).toHaveLength(0);
    await close.getByRole('radio', { name: '调拨' }).check();
    await close.getByLabel('备注').fill('调往注塑车间线边，12 月第一周用完');
    await shot(page, 'edw-close');
    await close.getByRole('button', { name: '关闭预警' }).click();
    await expect
      .poll(() => closes)
      .toEqual([{ ids: ['1716352000000624002'], action: 'TRANSFER', remark: '调往注塑车间线边，12 月第一周用完' }]);
    await close.waitFor({ state: 'hidden' });
    const warningExports = requestBodies(page, '/scm/stEdwWarning/export');
    await exportList(page);
    await expect.poll(() => warningExports).toEqual([{}]);
    await page.getByRole('tab', { name: '预警规则' }).click();
    await rowOf(page, 'AX-SOLDER-08 无铅焊锡丝').getByText('180').waitFor();

    // 库存上下限预警: the bounds as said, the closed one with its action.
    await page.goto(url('/storage/rule/ibw'));
    await rowOf(page, 'EL-R0603-10K 贴片电阻').getByText('高于最高').waitFor();
    await rowOf(page, 'FG-SD-750 伺服驱动器').getByText('低于最低').waitFor();
    const aluminium = rowOf(page, 'RM-AL-0001 6063 铝型材');
    await aluminium.getByText('调整规则', { exact: true }).waitFor();
    // Closed: nothing left to do on it.
    expect(await aluminium.getByRole('button').count()).toBe(0);
    await shot(page, 'ibw-warnings');

    // AIW 规则: today's warnings, then the stock by age band (库龄 from the first receipt to 2026-11-29).
    await page.goto(url('/storage/rule/aiw'));
    await rowOf(page, 'B20241108-IC01').getByText('181–365 天', { exact: true }).waitFor();
    await page.getByRole('tab', { name: '库龄分布' }).click();
    const aged = rowOf(page, 'EL-IC-F407 主控芯片');
    // B20260918-IC02 298 (72 天) + B20261105-001 1500 (24 天); B20260610-IC01 90 (172 天); B20241108-IC01 35 (301 天).
    await aged.getByText('1,798 个', { exact: true }).waitFor();
    await aged.getByText('90 个', { exact: true }).waitFor();
    await aged.getByText('35 个', { exact: true }).waitFor();
    await aged.getByText('181–365 天，1 批', { exact: true }).waitFor();
    await shot(page, 'aiw-aging');
  });
});
