import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { requestBodies } from './support/requests';
import { clickRowAction } from './support/rows';
import { signIn, toasts } from './support/session';

const browser = setupBrowser();

const rowOf = (page: Page, cell: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: cell, exact: true }) });
const dropdownOption = (page: Page, title: string) =>
  page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true });
const save = (dialog: ReturnType<Page['getByRole']>) => dialog.getByRole('button', { name: /保\s*存/ }).click();

describe('制造执行: 生产建模 and 工装 (issue 17, mes-base)', () => {
  it('班次 across midnight with a break; 班组 members added and removed; a 生产状态 child added (a parent refused delete); a tool life reset; 生产部门 and 工装类别 listed', async () => {
    const { page, url } = browser;
    await signIn(page);
    const shiftAdds = requestBodies(page, '/mes/mfgShift/add');
    const memberAdds = requestBodies(page, '/mes/mfgTeam/memberAdd');
    const memberDeletes = requestBodies(page, '/mes/mfgTeam/memberDelete');
    const stateAdds = requestBodies(page, '/mes/mfgState/add');
    const stateDeletes = requestBodies(page, '/mes/mfgState/delete');
    const resets = requestBodies(page, '/mes/mfgTools/reset');

    // 班次: the night shift ends 次日 08:00 and lasts 12 hours.
    await page.goto(url('/manufacture/shift'));
    const night = rowOf(page, 'NIGHT');
    await night.getByRole('cell', { name: '次日 08:00' }).waitFor();
    await night.getByRole('cell', { name: '12 小时' }).waitFor();
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const shift = page.getByRole('dialog', { name: '新增班次' });
    await shift.getByLabel('班次编码').fill('NIGHT-C');
    await shift.getByLabel('班次名称').fill('夜班（总装）');
    await shift.getByLabel('开始时间', { exact: true }).fill('20:00');
    await shift.getByLabel('结束时间', { exact: true }).fill('08:00');
    await shift.getByRole('button', { name: '添加休息时段' }).click();
    await shift.getByLabel('休息 1 开始').fill('09:00');
    await shift.getByLabel('休息 1 结束').fill('09:30');
    await save(shift);
    await shift.getByText('休息时段须在班次 20:00–次日 08:00 之内').waitFor();
    expect(shiftAdds).toHaveLength(0);
    await shift.getByLabel('休息 1 开始').fill('00:00');
    await shift.getByLabel('休息 1 结束').fill('00:30');
    await shift.getByText('20:00–次日 08:00，时长 12 小时，有效工时 11.5 小时').waitFor();
    await save(shift);
    await shift.waitFor({ state: 'hidden' });
    expect(shiftAdds).toEqual([
      {
        code: 'NIGHT-C',
        name: '夜班（总装）',
        startTime: '20:00',
        endTime: '08:00',
        breaks: [{ startTime: '00:00', endTime: '00:30' }],
        deptId: null,
        sort: 10,
        remark: null,
      },
    ]);

    // 班组管理: two users join 总装甲班, one member leaves after a confirmation.
    await page.goto(url('/manufacture/team'));
    await clickRowAction(page, rowOf(page, 'ZZ-A'), '成员');
    const members = page.getByRole('dialog', { name: '班组成员：总装甲班' });
    await members.getByRole('cell', { name: 'SZ0312' }).waitFor();
    await members.locator('#memberUserIds').click();
    await dropdownOption(page, '刘洋（质量部）').click();
    await dropdownOption(page, '赵磊（工艺部）').click();
    await members.locator('#memberUserIds').press('Escape');
    await members.getByRole('button', { name: '添加成员' }).click();
    await expect
      .poll(() => memberAdds)
      .toEqual([{ teamId: '1716352000072000101', userIds: ['1716352000000000204', '1716352000000000206'] }]);
    await rowOf(page, '何静').getByRole('button', { name: '移除' }).click();
    const leave = page.getByRole('dialog', { name: '移除成员' });
    await leave.getByText('确认将“何静”移出总装甲班吗？').waitFor();
    expect(memberDeletes).toHaveLength(0);
    await leave.getByRole('button', { name: /移\s*除/ }).click();
    await expect.poll(() => memberDeletes).toEqual([{ teamId: '1716352000072000101', ids: ['1716352000072000204'] }]);

    // 生产状态: 计划停机 cannot be deleted while it has children; a child 培训 starts in its category.
    await page.goto(url('/manufacture/state'));
    await clickRowAction(page, rowOf(page, 'STOP-P'), '删除');
    const refused = page.getByRole('dialog', { name: '不能删除生产状态' });
    await refused.getByText('“计划停机”下有 3 个下级，不能删除。请先删除或移走它的下级。').waitFor();
    await refused.getByRole('button', { name: '知道了' }).click();
    expect(stateDeletes).toHaveLength(0);
    await clickRowAction(page, rowOf(page, 'STOP-P'), '新增下级');
    const state = page.getByRole('dialog', { name: '新增生产状态' });
    await state.getByLabel('状态编码').fill('STOP-P-TRAIN');
    await state.getByLabel('状态名称').fill('培训');
    await save(state);
    await state.waitFor({ state: 'hidden' });
    expect(stateAdds).toEqual([
      {
        pid: '1716352000072003004',
        code: 'STOP-P-TRAIN',
        name: '培训',
        category: 'STOP',
        color: '#1677FF',
        oeeLoss: false,
        needReason: false,
        sort: 10,
        remark: null,
      },
    ]);

    // 工装: the φ6.8 drill's life is reset only after confirming.
    await page.goto(url('/manufacture/tools'));
    const drill = rowOf(page, 'CT-DR-6.8');
    await drill.getByText('2,550 / 3,000 次（85%，接近寿命）').waitFor();
    await clickRowAction(page, drill, '寿命清零');
    expect(resets).toHaveLength(0);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => resets).toEqual([{ id: '1716352000072005004' }]);
    await expect.poll(() => toasts(page)).toContain('已清零寿命');

    await page.goto(url('/manufacture/mfgDept'));
    await rowOf(page, 'SZJG').getByRole('cell', { name: '工厂', exact: true }).waitFor();
    // The tree shows open: a section two levels down is in view without a click.
    await page.getByRole('cell', { name: '总装二工段（新能源）' }).waitFor();
    await page.goto(url('/manufacture/toolCategory'));
    await rowOf(page, 'CT').getByRole('cell', { name: '按次数', exact: true }).waitFor();
  });
});
