import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { clickRowAction, rowActionTitles } from './support/rows';
import { requestBodies } from './support/requests';
import { signIn, toasts } from './support/session';

// 订单变更 and AOD 申请 (issue 24) against openapi/examples/scm/po{Order,OrderChange,AodApply}*.yaml: the mock's
// order detail is PO-202611-0009 (中电港, 部分到货): connectors 3000 of 5000 arrived, the IGBT (due 12-05) not yet;
// 中电港 allows 3 days early (mdSupplierConfigGet).
const browser = setupBrowser();

// Visible rows only: the screens opened before stay mounted in their workspace tabs.
const rowOf = (page: Page, cell: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: cell, exact: true }), visible: true });
const dropdownOption = (page: Page, title: string) =>
  page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true });
const save = (dialog: Locator) => dialog.getByRole('button', { name: /保\s*存/ }).click();

async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await dropdownOption(page, option).click();
}

async function pickDate(dialog: Locator, label: string, date: string) {
  await dialog.getByLabel(label).fill(date);
  await dialog.getByLabel(label).press('Tab');
}

/** Types into one cell of the grid (typing starts the edit) and commits it with Enter. */
async function typeCell(page: Page, grid: Locator, row: number, col: number, text: string) {
  await grid.locator(`[data-cell="${row}:${col}"]`).click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

// 变更明细's columns: 物料, 单位, 已到货, 原数量, 新数量 (4), 原单价, 新单价 (6), 原交期, 新交期 (8), 变更.
const NEW_QTY = 4;

describe('订单变更 and AOD 申请', () => {
  it('订单变更: a new quantity below what arrived refused with the numbers (nothing sent, nothing lost), then only the changed line sent; the detail shows old → new and the flow', async () => {
    const { page, url } = browser;
    await signIn(page);
    const adds = requestBodies(page, '/scm/poOrderChange/add');
    await page.goto(url('/purchase/order/change'));
    await rowOf(page, 'PC-202611-0001').waitFor();
    expect(await rowActionTitles(page, rowOf(page, 'PC-202611-0001'))).toEqual(['详情', '编辑', '提交', '删除']);
    expect(await rowActionTitles(page, rowOf(page, 'PC-202611-0002'))).toEqual(['详情', '撤回']);
    expect(await rowActionTitles(page, rowOf(page, 'PC-202611-0003'))).toEqual(['详情']);

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增订单变更' });
    await choose(page, dialog.getByLabel('采购订单'), 'PO-202611-0009 中电港');
    const grid = dialog.getByRole('grid', { name: '变更明细' });
    await grid.getByRole('gridcell', { name: 'EL-CN-DB15F 连接器' }).waitFor();
    await grid.getByRole('gridcell', { name: 'EL-IGBT-75A IGBT 模块' }).waitFor();

    // 3000 of line 1's 5000 arrived: 2500 is refused on 保存, at its cell and above the grid, with the numbers.
    await typeCell(page, grid, 0, NEW_QTY, '2500');
    await dialog.getByLabel('变更原因').fill('客户 SD-750 追加订单，连接器追加 1000 个');
    await save(dialog);
    await dialog.getByText('明细有 1 处需要修改：').waitFor();
    await dialog.getByRole('button', { name: '第 1 行 新数量：2500 小于已到货 3000' }).waitFor();
    expect(await grid.locator(`[data-cell="0:${NEW_QTY}"]`).getAttribute('aria-invalid')).toBe('true');
    expect(adds).toHaveLength(0);
    // Nothing typed is lost.
    expect(await grid.locator(`[data-cell="0:${NEW_QTY}"]`).textContent()).toBe('2,500');
    expect(await dialog.getByLabel('变更原因').inputValue()).toBe('客户 SD-750 追加订单，连接器追加 1000 个');

    // 6000: only that line is sent, with its unchanged price and date.
    await typeCell(page, grid, 0, NEW_QTY, '6000');
    await grid.locator('[data-cell="0:9"]').getByText('已修改').waitFor();
    await save(dialog);
    await dialog.waitFor({ state: 'hidden' });
    expect(adds).toEqual([
      {
        orderId: '1716352000000470009',
        reason: '客户 SD-750 追加订单，连接器追加 1000 个',
        lines: [{ orderLineId: '1716352000000471901', newQty: 6000, newPrice: 3.2, newDate: '2026-12-02' }],
      },
    ]);
    await expect.poll(() => toasts(page)).toContain('保存成功');

    // The detail: each changed line old → new beside what arrived, the reason and the approval flow.
    await clickRowAction(page, rowOf(page, 'PC-202611-0002'), '详情');
    const detail = page.getByRole('dialog', { name: '订单变更详情：PC-202611-0002' });
    await detail.getByText('英飞凌 12 月第一周排产已满，IGBT 交期顺延一周').waitFor();
    await detail.getByRole('cell', { name: '2026-12-05 → 2026-12-12' }).waitFor();
    await detail.getByRole('list', { name: '审批流程' }).getByText('采购主管审批').waitFor();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
  });

  it('订单变更: the 采购订单 screen’s 变更 (?orderId=) opens 新增 with the order and its lines', async () => {
    const { page, url } = browser;
    await signIn(page);
    await page.goto(url('/purchase/order/change?orderId=1716352000000470009'));
    const dialog = page.getByRole('dialog', { name: '新增订单变更' });
    await dialog.getByTitle('PO-202611-0009 中电港').waitFor();
    const grid = dialog.getByRole('grid', { name: '变更明细' });
    await grid.getByRole('gridcell', { name: 'EL-CN-DB15F 连接器' }).waitFor();
    await dialog.getByText('供应商 中电港 · 下单日期 2026-11-18 · 部分到货').waitFor();
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await rowOf(page, 'PC-202611-0001').waitFor();
  });

  it('AOD 申请: an advance within the supplier’s allowance refused with its message, a request saved, a draft submitted through the workflow dialog', async () => {
    const { page, url } = browser;
    await signIn(page);
    const adds = requestBodies(page, '/scm/poAodApply/add');
    const submits = requestBodies(page, '/scm/poAodApply/submit');
    await page.goto(url('/purchase/aodApply'));
    await rowOf(page, 'AOD-202611-0001').waitFor();
    expect(await rowActionTitles(page, rowOf(page, 'AOD-202611-0002'))).toEqual(['详情', '撤回']);

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增 AOD 申请' });
    await choose(page, dialog.getByLabel('采购订单'), 'PO-202611-0009 中电港');
    await choose(
      page,
      dialog.getByLabel('订单行'),
      '第 2 行 EL-IGBT-75A IGBT 模块（要求交期 2026-12-05，未到货 100 个）',
    );
    await dialog
      .getByText('要求交期 2026-12-05 · 回复交期 2026-12-04 · 未到货 100 个 · 中电港允许提前 3 天交货')
      .waitFor();
    await choose(page, dialog.getByLabel('类型'), '提前');
    // The form is judged as the user meets it, before the date panel opens: antd's open calendar itself fails axe
    // (greyed days of other months, year/month buttons named apart from their text), which is not this screen's.
    await page.evaluate(() => window.__a11yScanNow?.());
    await pickDate(dialog, '新交期', '2026-12-03');
    await dialog.getByLabel('数量').fill('60');
    await dialog.getByLabel('原因').fill('现货到库，随连接器同车送达');
    await save(dialog);
    await dialog.getByText('中电港允许提前 3 天交货，12-02 起到货无需申请').waitFor();
    expect(adds).toHaveLength(0);
    expect(await dialog.getByLabel('数量').inputValue()).toBe('60');

    await pickDate(dialog, '新交期', '2026-11-30');
    await save(dialog);
    await dialog.waitFor({ state: 'hidden' });
    expect(adds).toEqual([
      {
        orderLineId: '1716352000000471902',
        kind: 'ADVANCE',
        newDate: '2026-11-30',
        qty: 60,
        reason: '现货到库，随连接器同车送达',
      },
    ]);

    // 提交 of the draft: PO_AOD has a process (getInfo's first example), the dialog starts on the first department.
    await clickRowAction(page, rowOf(page, 'AOD-202611-0001'), '提交');
    const submit = page.getByRole('dialog', { name: '提交审批' });
    await submit.getByText('采购部').waitFor();
    expect(submits).toHaveLength(0);
    await submit.getByRole('button', { name: /确\s*定/ }).click();
    await submit.waitFor({ state: 'hidden' });
    await expect
      .poll(() => submits)
      .toEqual([{ id: '1716352000000473001', hasProc: true, bizType: 'PO_AOD', dtDeptId: '48210573' }]);
    await expect.poll(() => toasts(page)).toContain('提交成功');

    // The detail of a pending advance asked by the supplier, with where its approval stands.
    await clickRowAction(page, rowOf(page, 'AOD-202611-0002'), '详情');
    const detail = page.getByRole('dialog', { name: 'AOD 申请详情：AOD-202611-0002' });
    await detail.getByText('现货到库，可随连接器同车提前送达').waitFor();
    await detail.getByRole('list', { name: '审批流程' }).getByText('采购员确认').waitFor();
  });
});
