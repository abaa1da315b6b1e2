import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot } from './support/forms';
import { setupBrowser } from './support/browser';
import { requestBodies } from './support/requests';
import { clickRowAction } from './support/rows';
import { signIn, toasts } from './support/session';

const browser = setupBrowser();

// The examples' week (2026-11-23 … 29): the calendar's month, the overdue maintenance and the report's default range hang on today.
const TODAY = new Date('2026-11-27T10:00:00+08:00');

const rowOf = (page: Page, cell: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: cell, exact: true }) });
const dropdownOption = (page: Page, title: string) =>
  page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true });

describe('设备工装与生产报表 (issue 17)', () => {
  it('生产日报: the chart, the rows and their totals; export sends the applied filters and downloads; 报表分析 frames its link', async () => {
    const { page, url } = browser;
    await page.clock.setFixedTime(TODAY);
    await signIn(page);
    const lists = requestBodies(page, '/mes/mfgReport/dailyList');
    const exports = requestBodies(page, '/mes/mfgReport/dailyExport');
    await page.goto(url('/manufacture/report/daily'));

    await page.getByRole('img', { name: '每日计划数与完成数（柱）及合格率（线）' }).waitFor();
    await rowOf(page, 'ZZ-02 总装二线').first().waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'FG-SD-750 伺服驱动器' }).count()).toBe(5);
    // Sums of the nine rows; the rates from the sums: 1125 / 1220 and 1115 / 1125.
    const totals = page.locator('.ant-table-summary').getByRole('row');
    expect((await totals.allInnerTexts()).join('').replace(/\s+/g, ' ')).toBe(
      '合计 1,220 1,125 92.2% 1,115 10 99.1% 1,832 664.0',
    );
    expect(lists[0]).toEqual({ startDate: '2026-11-21', endDate: '2026-11-27' });
    await shot(page, 'daily-report');

    await page.locator('#reportDept').click();
    await page.locator('.ant-select-tree').getByTitle('总装车间').click();
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect
      .poll(() => lists.at(-1))
      .toEqual({ startDate: '2026-11-21', endDate: '2026-11-27', deptId: '1716352000000000301' });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    expect((await download).suggestedFilename()).toBe('生产日报.xlsx');
    expect(exports).toEqual([{ startDate: '2026-11-21', endDate: '2026-11-27', deptId: '1716352000000000301' }]);

    // The mock menu's link (https://example.com, no token) is refused by the preview's frame-src (README, CSP), and the
    // EmbeddedPage unit test covers a foreign origin; here the link is put on the app's own origin, which is allow-listed.
    const origin = new URL(url('/')).origin;
    await page.route('**/api/bos/v2/bosPlatformLogin/getLoginUserDetails', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replaceAll(
        'https://example.com/report?token=',
        `${origin}/embedded-report?token=`,
      );
      await route.fulfill({ response, body });
    });
    await page.route('**/embedded-report?**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>报表</title>' }),
    );
    await page.goto(url('/manufacture/report/analyzing'));
    const frame = page.locator('iframe[title="内嵌页面"]');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(`${origin}/embedded-report?token=e2e-token`);
    expect((await frame.boundingBox())?.height).toBe(640);
  });

  it('设备台账 shows an overdue maintenance and a machine’s records; 计划停机 shows a downtime on its day and adds one from a day (an end before the start refused first); 看板设备 restarts a board after confirming', async () => {
    const { page, url } = browser;
    await page.clock.setFixedTime(TODAY);
    await signIn(page);
    const adds = requestBodies(page, '/mes/mfgPlannedDowntime/add');
    const restarts = requestBodies(page, '/mes/kanbanDevice/restart');
    const ranges = requestBodies(page, '/mes/mfgPlannedDowntime/list');

    await page.goto(url('/manufacture/equip'));
    const vmc = rowOf(page, 'EQ-VMC-01');
    await vmc.getByText('2026-11-14（已逾期）').waitFor();
    expect(await rowOf(page, 'EQ-CNC-01').getByText('2026-12-01（7 天内到期）').count()).toBe(1);
    await clickRowAction(page, rowOf(page, 'EQ-CNC-01'), '详情');
    const drawer = page.getByRole('dialog', { name: '设备详情' });
    await drawer.getByText('刀塔换刀不到位，更换刀塔定位销').waitFor();
    await drawer.getByText('12 月月度保养').waitFor();

    await page.goto(url('/manufacture/plannedDowntime'));
    await page
      .locator('td[title="2026-11-24"]')
      .getByRole('button', { name: '换型 ZZ-01 13:00–15:00（ZZ-01 总装一线）' })
      .waitFor();
    // The retrofit across midnight shows on both of its days.
    expect(
      await page.locator('td[title="2026-11-30"]').getByText('设备改造 JJ-02 11-29 20:00–11-30 08:00').count(),
    ).toBe(1);
    expect(ranges[0]).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });

    await page.locator('td[title="2026-11-25"] .ant-picker-calendar-date-value').click();
    const dialog = page.getByRole('dialog', { name: '新增计划停机' });
    expect(await dialog.locator('#startTime').inputValue()).toBe('2026-11-25 08:00');
    await dialog.locator('#lineId').click();
    await dropdownOption(page, 'ZZ-02 总装二线').click();
    await dialog.locator('#type').click();
    await dropdownOption(page, '换型').click();
    await dialog.locator('#endTime').fill('2026-11-25 07:00');
    await dialog.locator('#endTime').press('Enter');
    await dialog.getByLabel('说明').fill('客户插单换型 SD-750B');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.locator('.ant-form-item-explain-error', { hasText: '结束时间必须晚于开始时间' }).waitFor();
    expect(adds).toHaveLength(0);

    // Enter takes the typed time and submits the form.
    await dialog.locator('#endTime').fill('2026-11-25 10:30');
    await dialog.locator('#endTime').press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect(adds).toEqual([
      {
        lineId: '1716352000000001002',
        equipId: null,
        type: 'CHANGEOVER',
        status: 'PLANNED',
        startTime: '2026-11-25 08:00:00',
        endTime: '2026-11-25 10:30:00',
        affectSchedule: true,
        ownerId: null,
        description: '客户插单换型 SD-750B',
      },
    ]);
    await page.getByRole('button', { name: '下个月' }).click();
    await expect.poll(() => ranges.at(-1)).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });

    await page.goto(url('/manufacture/kanbanDevice'));
    await rowOf(page, 'KB-ZZ-WS').getByText('ZZ-01 总装一线、ZZ-02 总装二线、ZZ-03 总装三线（新能源）').waitFor();
    await clickRowAction(page, rowOf(page, 'KB-ZZ-01'), '重启');
    expect(restarts).toHaveLength(0);
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => toasts(page)).toContain('已下发重启指令');
    expect(restarts).toEqual([{ id: '1716352000075000301' }]);
  });
});
