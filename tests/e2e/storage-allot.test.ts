import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { choose, dropdownOption, OK, rowOf, SAVE, shot, typeDate } from './support/forms';
import { requestBodies } from './support/requests';
import { clickRowAction, rowActionTitles } from './support/rows';
import { pinStoryToday, preferExample, signIn } from './support/session';

const browser = setupBrowser();

describe('调拨管理: 调拨申请, 调拨审批, 调拨日志 (issue 27)', () => {
  it('a transfer over 可用 refused at its cell and by the server, then saved and submitted; approved with its flow; the short line marked in 调拨日志', async () => {
    const { page, url } = browser;
    await pinStoryToday(page);
    await signIn(page);
    const adds = requestBodies(page, '/scm/stAllot/add');
    const submits = requestBodies(page, '/scm/stAllot/submit');
    await page.goto(url('/storage/allot/apply'));

    // The SMT story by state: the actions each state offers, what is 在途.
    const draft = rowOf(page, 'TR-20261129-0003');
    await draft.getByText('草稿', { exact: true }).waitFor();
    await shot(page, 'allot-list');
    expect(await rowActionTitles(page, draft)).toEqual(['详情', '编辑', '提交', '取消', '删除']);
    const rejected = rowOf(page, 'TR-20261126-0001');
    await rejected.getByText('已驳回', { exact: true }).waitFor();
    expect(await rowActionTitles(page, rejected)).toEqual(['详情', '编辑', '提交', '取消', '删除']);
    expect(await rowActionTitles(page, rowOf(page, 'TR-20261129-0002'))).toEqual(['详情', '撤回', '取消']);
    expect(await rowActionTitles(page, rowOf(page, 'TR-20261129-0001'))).toEqual(['详情', '调出', '打印', '取消']);
    const inTransit = rowOf(page, 'TR-20261128-0001');
    await inTransit.getByText('在途', { exact: true }).waitFor();
    await inTransit.getByRole('cell', { name: '6,000', exact: true }).first().waitFor();
    expect(await rowActionTitles(page, inTransit)).toEqual(['详情', '调入', '打印']);
    expect(await rowActionTitles(page, rowOf(page, 'TR-20261125-0001'))).toEqual(['详情', '打印']);
    await shot(page, 'allot-list');

    // A new transfer: the connectors of E1-01-01 into the same warehouse and above 可用 2452 — both refused on the
    // form, nothing sent.
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const form = page.getByRole('dialog', { name: '新增调拨单' });
    const grid = form.getByRole('grid', { name: '调拨明细' });
    const cell = (row: number, col: number) => grid.locator(`[data-cell="${row}:${col}"]`);
    await choose(page, form, '调出仓库', 'WH-DZ-01 电子料仓');
    await choose(page, form, '调入仓库', 'WH-DZ-01 电子料仓');
    await typeDate(form, '需求日期', '2026-12-01');
    await form.getByLabel('原因').fill('SMT 贴片线 12 月第 1 周备料');
    await cell(0, 0).dblclick();
    const selector = page.getByRole('dialog', { name: '选择库存' });
    await selector
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'B20261126-001', exact: true }) })
      .filter({ hasText: 'E1-01-01' })
      .click();
    await selector.getByRole('button', { name: OK }).click();
    await selector.waitFor({ state: 'hidden' });
    await expect.poll(() => cell(0, 2).textContent()).toBe('E1-01-01');
    await expect.poll(() => cell(0, 3).textContent()).toBe('2,452');
    await cell(0, 5).click();
    await page.keyboard.type('3000');
    await page.keyboard.press('Tab');
    await form.getByRole('button', { name: SAVE }).click();
    await form.getByText('调拨数量 3000 超过可用 2452（在库 2452，锁定 0，隔离 0，已分配 0）').first().waitFor();
    await form.getByText('调出仓库与调入仓库不能相同').waitFor();
    await shot(page, 'allot-refused');
    expect(adds).toHaveLength(0);

    // Into 线边仓二号库's SMT rack, 500: the server, whose stock moved meanwhile, still refuses (1018401) and says so.
    await choose(page, form, '调入仓库', 'WH-XB-02 线边仓二号库');
    await cell(0, 4).dblclick();
    await dropdownOption(page, 'XB2-01 SMT 线边料架 1').click();
    await cell(0, 5).dblclick();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('500');
    await page.keyboard.press('Tab');
    await preferExample(page, '/scm/stAllot/add', 'overAvailable');
    await form.getByRole('button', { name: SAVE }).click();
    await form.getByText('第 1 行 调拨数量 3000 超过可用 2452（在库 2452，锁定 0，隔离 0，已分配 0）').waitFor();
    expect(await form.getByLabel('原因').inputValue()).toBe('SMT 贴片线 12 月第 1 周备料');
    await page.unroute('**/api/scm/stAllot/add');
    await form.getByRole('button', { name: SAVE }).click();
    await form.waitFor({ state: 'hidden' });
    const body = {
      houseId: '1716352000000400802',
      toHouseId: '1716352000000400806',
      needDate: '2026-12-01',
      reason: 'SMT 贴片线 12 月第 1 周备料',
      bizDate: '2026-11-29',
      remark: null,
      lines: [{ stockId: '1716352000000580001', toLocationId: '1716352000000401019', qty: 500, remark: null }],
    };
    expect(adds).toEqual([body, body]);

    // 提交 the draft through ALLOT_APPLY's process: the dialog asks for the initiating department.
    await clickRowAction(page, draft, '提交');
    const submit = page.getByRole('dialog', { name: '提交审批' });
    await submit.getByText('采购部').waitFor();
    await submit.getByRole('button', { name: OK }).click();
    await submit.waitFor({ state: 'hidden' });
    await expect
      .poll(() => submits)
      .toEqual([{ id: '1716352000000600007', hasProc: true, bizType: 'ALLOT_APPLY', dtDeptId: '48210573' }]);

    // 详情 of the transfer received short: its lines with the difference and its reason, the TRANSFER rows.
    await preferExample(page, '/scm/stAllot/detail**', 'short');
    await clickRowAction(page, rowOf(page, 'TR-20261125-0001'), '详情');
    const detail = page.getByRole('dialog', { name: '调拨单详情：TR-20261125-0001' });
    await detail.getByText('短收 20 个：一盘料实点 4980（标签 5000），短 20，已拍照反馈电子料仓').waitFor();
    await detail.getByRole('list', { name: '审批流程' }).getByText('仓储主管审批').waitFor();
    await detail.getByRole('cell', { name: '+7,980 个', exact: true }).waitFor();
    await shot(page, 'allot-detail-short');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
    await page.unroute('**/api/scm/stAllot/detail**');

    // 调拨审批: the transfer waiting for 张伟, its lines and flow; 驳回 needs an opinion; 通过 sends it.
    const approves = requestBodies(page, '/scm/stAllotApproval/approve');
    const rejects = requestBodies(page, '/scm/stAllotApproval/reject');
    await page.goto(url('/storage/allot/approve'));
    const pending = rowOf(page, 'TR-20261129-0002');
    await pending.getByText('待审批', { exact: true }).waitFor();
    await clickRowAction(page, pending, '审批');
    const audit = page.getByRole('dialog', { name: '审批调拨申请：TR-20261129-0002' });
    await audit.getByRole('list', { name: '审批流程' }).getByText('仓储主管审批').waitFor();
    await audit.getByRole('cell', { name: 'EL-CN-DB15F 连接器', exact: true }).waitFor();
    await shot(page, 'allot-approve');
    await audit.getByRole('button', { name: /驳\s*回/ }).click();
    await audit.getByText('请填写驳回原因').waitFor();
    expect(rejects).toHaveLength(0);
    await audit.getByLabel('审批意见（驳回时必填）').fill('同意，按需求日期调出');
    await audit.getByRole('button', { name: /通\s*过/ }).click();
    await audit.waitFor({ state: 'hidden' });
    expect(approves).toEqual([{ id: '1716352000000600006', opinion: '同意，按需求日期调出' }]);
    await page.getByRole('tab', { name: '已处理' }).click();
    await rowOf(page, 'TR-20261129-0002').waitFor();

    // 调拨日志: each shipped line's 调出 / 调入 pair; the short one marked with its reason, the 在途 one said so.
    const logs = requestBodies(page, '/scm/stAllotLog/page');
    const exports = requestBodies(page, '/scm/stAllotLog/export');
    await page.goto(url('/storage/allot/log'));
    const short = rowOf(page, 'TR-20261125-0001');
    await short.getByText('短收 20 个：一盘料实点 4980（标签 5000），短 20，已拍照反馈电子料仓').waitFor();
    await short.getByRole('cell', { name: '7,980', exact: true }).waitFor();
    await rowOf(page, 'TR-20261128-0001').getByText('在途', { exact: true }).first().waitFor();
    await rowOf(page, 'TR-20261121-0001').getByText('相符', { exact: true }).waitFor();
    await shot(page, 'allot-log');
    await page.getByRole('checkbox', { name: '只看差异（短收或在途）' }).check();
    await expect.poll(() => logs.at(-1)?.onlyDiff).toBe('1');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    await download;
    await expect.poll(() => exports).toEqual([{ onlyDiff: '1' }]);
  });
});
