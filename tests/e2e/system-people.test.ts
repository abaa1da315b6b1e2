import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { clickRowAction } from './support/rows';
import { requestBodies } from './support/requests';
import { preferExample, signIn, toasts } from './support/session';

const browser = setupBrowser();

const rowOf = (page: Page, cell: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: cell, exact: true }) });
const dropdownOption = (page: Page, title: string) =>
  page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true });
const treeOption = (page: Page, title: string) =>
  page.locator('.ant-select-dropdown:visible .ant-select-tree').getByTitle(title, { exact: true });
const save = /保\s*存/;

describe('员工、终端、安全设置、系统参数 (issue 16)', () => {
  it('员工 and 终端: adds an employee with a department and positions, a terminal (a wrong field refused first each time, nothing lost); registers a leave; unbinds a device', async () => {
    const { page, url } = browser;
    await signIn(page);
    const empAdds = requestBodies(page, '/sys/sysEmp/add');
    const leaves = requestBodies(page, '/sys/sysEmp/leave');
    await page.goto(url('/system/employee'));
    await rowOf(page, 'JG2019003').getByRole('cell', { name: '王强', exact: true }).waitFor();
    await page.getByRole('region', { name: '部门树' }).getByText('来料检验组', { exact: true }).waitFor();

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增员工' });
    await dialog.getByLabel('工号').fill('JG2026118');
    await dialog.getByLabel('姓名').fill('吴涛');
    await dialog.getByLabel('性别').click();
    await dropdownOption(page, '男').click();
    await dialog.getByLabel('手机号').fill('1396214011');
    await dialog.locator('#mainPosId').fill('装配');
    await treeOption(page, '装配工').click();
    await dialog.locator('#extPositions').fill('数控');
    await treeOption(page, '数控操作工').click();
    await dialog.locator('#extPositions').press('Escape');
    await dialog.getByLabel('入职日期').fill('2026-11-30');
    await dialog.getByLabel('入职日期').press('Tab');
    await dialog.getByRole('button', { name: save }).click();
    await dialog.locator('.ant-form-item-explain-error', { hasText: '请输入正确的 11 位手机号' }).waitFor();
    expect(empAdds).toHaveLength(0);
    expect(await dialog.getByLabel('姓名').inputValue()).toBe('吴涛');
    // The main position's department became the employee's.
    await dialog.getByTitle('总装车间', { exact: true }).waitFor();

    await dialog.getByLabel('手机号').fill('13962140118');
    await dialog.getByRole('button', { name: save }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(empAdds).toEqual([
      {
        jobNum: 'JG2026118',
        name: '吴涛',
        sex: 1,
        phone: '13962140118',
        deptId: '1716352000000000301',
        mainPosId: '1716352000000000701',
        extPositions: [{ deptId: '1716352000000000302', posId: '1716352000000000704' }],
        userId: null,
        entryDate: '2026-11-30',
        remark: null,
      },
    ]);

    await clickRowAction(page, rowOf(page, 'JG2020031'), '离职');
    const leave = page.getByRole('dialog', { name: '离职：马骏（JG2020031）' });
    await leave.getByLabel('离职日期').fill('2026-11-30');
    await leave.getByLabel('离职日期').press('Tab');
    await leave.getByLabel('离职原因').fill('回老家发展');
    await leave.getByRole('button', { name: save }).click();
    await leave.waitFor({ state: 'hidden' });
    expect(leaves).toEqual([{ id: '1716352000061000006', leaveDate: '2026-11-30', leaveReason: '回老家发展' }]);

    const termAdds = requestBodies(page, '/sys/sysTerminal/add');
    const unbinds = requestBodies(page, '/sys/sysTerminal/unbind');
    await page.goto(url('/system/terminal'));
    await rowOf(page, 'HMI-ZZ01-05').getByRole('cell', { name: 'ZZ-01 总装一线' }).waitFor();
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const form = page.getByRole('dialog', { name: '新增终端' });
    await form.getByLabel('终端编码').fill('PDA-ZZ-02');
    await form.getByLabel('名称').fill('总装一线线边手持');
    await form.getByLabel('类型').click();
    await dropdownOption(page, '手持终端').click();
    await form.getByLabel('MAC 地址').fill('7C-2A-31-0B-9E-44');
    await form.getByLabel('IP 地址').fill('10.20.11.62');
    await form.getByLabel('绑定产线').click();
    await dropdownOption(page, 'ZZ-01 总装一线').click();
    await form.getByLabel('绑定工位/位置').fill('总装一线线边仓');
    await form.getByRole('button', { name: save }).click();
    await form.getByText('MAC 地址应为 6 组两位十六进制数，以冒号分隔，如 00:1A:2B:3C:4D:5E').waitFor();
    expect(termAdds).toHaveLength(0);
    expect(await form.getByLabel('名称').inputValue()).toBe('总装一线线边手持');

    await form.getByLabel('MAC 地址').fill('7c:2a:31:0b:9e:44');
    await form.getByRole('button', { name: save }).click();
    await form.waitFor({ state: 'hidden' });
    expect(termAdds).toEqual([
      {
        code: 'PDA-ZZ-02',
        name: '总装一线线边手持',
        type: 'PDA',
        model: null,
        serialNo: null,
        mac: '7C:2A:31:0B:9E:44',
        ip: '10.20.11.62',
        lineId: '1716352000000001001',
        location: '总装一线线边仓',
        remark: null,
      },
    ]);

    await clickRowAction(page, rowOf(page, 'HMI-ZZ02-05'), '解绑');
    const confirm = page.getByRole('dialog').filter({ hasText: '确认解绑吗' });
    expect(unbinds).toHaveLength(0);
    await confirm.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect.poll(() => unbinds).toEqual([{ id: '1716352000061100004' }]);
    await expect.poll(() => toasts(page)).toContain('已解绑，设备可重新注册');
  });

  it('安全设置 saved only after a confirmation saying what changes (a refusal shown by the button, nothing lost); 系统参数 refuses a non-number for a number, then sends it and refreshes the cache', async () => {
    const { page, url } = browser;
    await signIn(page);
    const edits = requestBodies(page, '/sys/sysSecure/edit');
    await preferExample(page, '/sys/sysSecure/edit', 'smsNotReady');
    await page.goto(url('/system/secure'));
    const form = page.getByRole('form', { name: '安全设置表单' });
    await form.getByText('最后保存：zhangwei，2026-10-12 14:20:00').waitFor();
    expect(await form.getByLabel('空闲超时（分钟）').inputValue()).toBe('60');

    await form.getByLabel('密码最小长度').fill('10');
    await form.getByRole('switch', { name: '必须包含特殊字符' }).click();
    await form.getByRole('switch', { name: '启用双因素认证' }).click();
    await form.getByRole('button', { name: save }).click();
    const confirm = page.getByRole('dialog', { name: '确认保存安全设置' });
    const changes = confirm.getByRole('list', { name: '将修改的设置' });
    await changes.getByText('密码最小长度：8 → 10').waitFor();
    expect(await changes.getByRole('listitem').allTextContents()).toEqual([
      '密码最小长度：8 → 10',
      '必须包含特殊字符：否 → 是',
      '启用双因素认证：否 → 是',
    ]);
    expect(edits).toHaveLength(0);
    await confirm.getByRole('button', { name: '确认保存' }).click();
    await form.getByText('短信服务尚未开通，不能选择短信验证码作为双因素认证方式').waitFor();
    expect(await form.getByLabel('密码最小长度').inputValue()).toBe('10');

    await page.unroute('**/api/sys/sysSecure/edit');
    await form.getByLabel('认证方式').click();
    await dropdownOption(page, 'TOTP 动态口令').click();
    await form.getByRole('button', { name: save }).click();
    await confirm.getByText('认证方式：短信验证码 → TOTP 动态口令').waitFor();
    await confirm.getByRole('button', { name: '确认保存' }).click();
    await expect.poll(() => toasts(page)).toContain('安全设置已保存');
    expect(edits[1]).toEqual({
      pwdMinLength: 10,
      pwdRequireUpper: true,
      pwdRequireLower: true,
      pwdRequireDigit: true,
      pwdRequireSpecial: true,
      pwdExpireDays: 90,
      pwdHistoryCount: 3,
      pwdForceChange: true,
      lockEnabled: true,
      lockFailCount: 5,
      lockMinutes: 30,
      captchaAfterFails: 3,
      mfaEnabled: true,
      mfaMethod: 'TOTP',
      mfaScope: 'ADMIN',
      sessionMinutes: 720,
      multiLogin: true,
      idleMinutes: 60,
    });

    const adds = requestBodies(page, '/sys/sysConfig/add');
    const refreshes = requestBodies(page, '/sys/sysConfig/refreshCache');
    await page.goto(url('/system/config/param'));
    await rowOf(page, 'SYS_DEFAULT_PASSWORD').getByRole('cell', { name: '安全' }).waitFor();
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增系统参数' });
    await dialog.getByLabel('参数名称').fill('质检报告保留年限');
    await dialog.getByLabel('参数编码').fill('QC_REPORT_KEEP_YEARS');
    await dialog.getByLabel('值类型').click();
    await dropdownOption(page, '数字').click();
    await dialog.getByLabel('参数值').fill('五年');
    await dialog.getByRole('button', { name: save }).click();
    await dialog.getByText('数字类型的值须为数字，如 90、-1 或 0.5').waitFor();
    expect(adds).toHaveLength(0);
    expect(await dialog.getByLabel('参数编码').inputValue()).toBe('QC_REPORT_KEEP_YEARS');
    await dialog.getByLabel('参数值').fill('5');
    await dialog.getByRole('button', { name: save }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(adds).toEqual([
      {
        name: '质检报告保留年限',
        code: 'QC_REPORT_KEEP_YEARS',
        valueType: 'number',
        category: 'BIZ',
        value: '5',
        remark: null,
      },
    ]);

    await page.getByRole('button', { name: '刷新缓存' }).click();
    await expect.poll(() => toasts(page)).toContain('参数缓存已刷新，修改即时生效');
    expect(refreshes).toHaveLength(1);
  });
});
