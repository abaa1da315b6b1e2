import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { choose as chooseIn, shot } from './support/forms';
import { requestBodies, requestQueries } from './support/requests';
import { clickRowAction } from './support/rows';
import { signIn, toasts } from './support/session';

const browser = setupBrowser();

const rowOf = (page: Page, cell: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: cell, exact: true }) });

async function choose(page: Page, select: Locator, title: string) {
  await select.click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true }).click();
}

/** Picks a material of the supplier's scope for the grid's picker cell. */
async function pickMaterial(page: Page, cell: Locator, code: string) {
  await cell.dblclick();
  const selector = page.getByRole('dialog', { name: '选择物料（中电港的供货范围）' });
  await selector.getByRole('cell', { name: code, exact: true }).click();
  await selector.getByRole('button', { name: /确\s*定/ }).click();
  await selector.waitFor({ state: 'hidden' });
}

describe('采购订单 (issue 24)', () => {
  it('采购订单: three lines on the grid (one picked, one pasted from Excel, one refused outside the scope then picked), the totals, the body sent; a draft submitted through the workflow', async () => {
    const { page, url, context } = browser;
    await signIn(page);
    const adds = requestBodies(page, '/scm/poOrder/add');
    const submits = requestBodies(page, '/scm/poOrder/submit');
    await page.goto(url('/purchase/order/manage'));
    // The list: 到货进度 as a bar with its share, the overdue order marked.
    const partial = rowOf(page, 'PO-202611-0004');
    await partial.getByRole('progressbar', { name: '到货进度' }).getByText('56%').waitFor();
    await partial.getByText('逾期').waitFor();

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增采购订单' });
    const grid = dialog.getByRole('grid', { name: '采购明细' });
    const cell = (row: number, col: number) => grid.locator(`[data-cell="${row}:${col}"]`);

    // Without a supplier the material picker says where materials come from.
    await cell(0, 0).dblclick();
    const noSupplier = page.getByRole('dialog', { name: '选择物料' });
    await noSupplier.getByText('请先选择供应商：物料从供应商的供货范围中选取').waitFor();
    await noSupplier.getByRole('button', { name: '知道了' }).click();

    await choose(page, dialog.getByLabel('供应商'), 'SUP-0047 深圳市中电港电子有限公司');
    await choose(page, dialog.getByLabel('采购员'), '陈敏（采购部）');
    await dialog.getByLabel('下单日期').fill('2026-11-29');
    await dialog.getByLabel('下单日期').press('Tab');
    await choose(page, dialog.getByLabel('收货仓库'), 'WH-DZ-01 电子料仓');

    // Line 1 picked from 中电港's scope, its quantity, price and date typed (Tab moves, Enter opens the next line).
    await pickMaterial(page, cell(0, 0), 'EL-IC-F407');
    await expect.poll(() => cell(0, 1).textContent()).toBe('STM32F407VGT6 LQFP-100');
    await cell(0, 3).click();
    await page.keyboard.type('300');
    await page.keyboard.press('Tab');
    await page.keyboard.type('38.5');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2026-12-10');
    await page.keyboard.press('Enter');
    await expect.poll(() => cell(0, 5).textContent()).toBe('11,550.00');

    // Lines 2 and 3 pasted from Excel (laid out like the grid): the connector is in 中电港's scope, the resistor is
    // not, so its material is refused with why and the rest of its line is kept.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url('/')).origin });
    await cell(1, 0).click();
    await page.evaluate(
      (text) => navigator.clipboard.writeText(text),
      'EL-CN-DB15F\t\t\t2000\t3.2\t\t2026/12/20\r\nEL-R0603-10K\t\t\t10000\t0.012\t\t2026/12/20\r\n',
    );
    await page.keyboard.press('Control+V');
    await dialog.getByText('粘贴时有 1 个值没有填入，其余已填入：').waitFor();
    await dialog.getByText('第 3 行 物料“EL-R0603-10K”：物料 EL-R0603-10K 不在供应商中电港的供货范围内').waitFor();
    await expect.poll(() => cell(1, 0).textContent()).toBe('EL-CN-DB15F 连接器');
    await expect.poll(() => cell(2, 0).textContent()).toBe('');
    await expect.poll(() => cell(2, 3).textContent()).toBe('10000');

    // The refused line gets a material of the scope and its own quantity and price.
    await pickMaterial(page, cell(2, 0), 'EL-IGBT-75A');
    await cell(2, 3).click();
    await page.keyboard.type('100');
    await page.keyboard.press('Tab');
    await page.keyboard.type('268');
    await page.keyboard.press('Tab');

    // The totals as typed: 11,550 + 6,400 + 26,800, and 13 % on top.
    const total = (name: string) => dialog.getByTestId(`po-total-${name}`).textContent();
    await expect.poll(() => total('amount')).toBe('44,750.00');
    expect(await total('qty')).toBe('2,400');
    expect(await total('tax')).toBe('5,817.50');
    expect(await total('total')).toBe('50,567.50 CNY');

    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(adds).toEqual([
      {
        supplierId: '1716352000000460003',
        buyerId: '1716352000000000205',
        orderDate: '2026-11-29',
        currency: 'CNY',
        taxRate: 13,
        houseId: '1716352000000400802',
        remark: null,
        lines: [
          { materialId: '1716352000000450105', qty: 300, price: 38.5, requiredDate: '2026-12-10', remark: null },
          { materialId: '1716352000000450107', qty: 2000, price: 3.2, requiredDate: '2026-12-20', remark: null },
          { materialId: '1716352000000450106', qty: 100, price: 268, requiredDate: '2026-12-20', remark: null },
        ],
      },
    ]);

    // 提交 a draft: PO_ORDER has a DingTalk process, so the dialog asks for the department (采购部 first).
    await clickRowAction(page, rowOf(page, 'PO-202611-0001'), '提交');
    const submit = page.getByRole('dialog', { name: '提交审批' });
    await submit.getByText('采购部').waitFor();
    expect(submits).toHaveLength(0);
    await submit.getByRole('button', { name: /确\s*定/ }).click();
    await submit.waitFor({ state: 'hidden' });
    await expect
      .poll(() => submits)
      .toEqual([{ id: '1716352000000470001', hasProc: true, bizType: 'PO_ORDER', dtDeptId: '48210573' }]);
    await expect.poll(() => toasts(page)).toContain('提交成功');
  });

  it('采购订单 detail: the order with its lines, what arrived, 到货进度 and the approval flow; its print sheet; 关闭 asks why', async () => {
    const { page, url } = browser;
    await signIn(page);
    const closes = requestBodies(page, '/scm/poOrder/close');
    await page.goto(url('/purchase/order/manage'));
    await clickRowAction(page, rowOf(page, 'PO-202611-0009'), '详情');
    const detail = page.getByRole('dialog', { name: '采购订单详情：PO-202611-0009' });
    await detail.getByRole('progressbar', { name: '到货进度' }).getByText('58%').waitFor();
    const connector = detail.getByRole('row').filter({ hasText: 'EL-CN-DB15F 连接器' });
    // 订购, 单价, 金额, then 已发货 3,500, 已到货 3,000, 已入库 2,800.
    await connector.getByRole('cell', { name: '3,500', exact: true }).waitFor();
    await connector.getByRole('cell', { name: '2,800', exact: true }).waitFor();
    await detail.getByText('48,364.00 CNY').waitFor();
    await detail.getByRole('region', { name: '审批流程信息' }).getByText('采购主管审批').first().waitFor();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // 打印: through 平台运营's PURCHASE_ORDER template (PT-PO-01: the head by its fields, ${lines} the order's lines), or
    // 系统格式: the built-in sheet with our company, the totals and who approved; 打印 sends the sheet to the printer.
    await page.evaluate(() => {
      window.print = () =>
        document.body.setAttribute('data-printed', String(Number(document.body.dataset.printed ?? 0) + 1));
    });
    const templates = requestQueries(page, '/bos/opPrintTemplate/printList');
    await clickRowAction(page, rowOf(page, 'PO-202611-0009'), '打印');
    const print = page.getByRole('dialog', { name: '打印采购订单：PO-202611-0009' });
    const filled = print.getByRole('region', { name: '采购订单 PO-202611-0009' });
    await filled.getByText('供应商：深圳市中电港电子有限公司（SUP-0047）').waitFor();
    await filled.getByText('交货日期：2026-12-02').waitFor();
    await filled.getByRole('cell', { name: 'EL-IGBT-75A', exact: true }).waitFor();
    await filled.getByText('订单金额（含税）：48,364.00 元').waitFor();
    expect(templates).toEqual([{ bizType: 'PURCHASE_ORDER' }]);
    await shot(page, 'po-print-template');
    await chooseIn(page, print, '打印格式', '系统格式');
    const sheet = print.getByRole('article', { name: '采购订单 PO-202611-0009' });
    await sheet.getByText('苏州精工制造有限公司').waitFor();
    await sheet.getByText('供应商：深圳市中电港电子有限公司（SUP-0047）').waitFor();
    await sheet.getByText('价税合计：48,364.00 CNY').waitFor();
    await sheet.getByText('审核：张伟').waitFor();
    await shot(page, 'po-print-builtin');
    await print.getByRole('button', { name: /打\s*印/ }).click();
    expect(await page.locator('body').getAttribute('data-printed')).toBe('1');
    await page.keyboard.press('Escape');
    await print.waitFor({ state: 'hidden' });

    // 关闭 a partly received order: refused without a reason, sent with one.
    await clickRowAction(page, rowOf(page, 'PO-202611-0004'), '关闭');
    const close = page.getByRole('dialog', { name: '关闭订单：PO-202611-0004' });
    await close.getByRole('button', { name: '确认关闭' }).click();
    await close.getByText('请输入关闭原因').waitFor();
    expect(closes).toHaveLength(0);
    await close.getByLabel('关闭原因').fill('供应商停产，余量改由华锦电子供货');
    await close.getByRole('button', { name: '确认关闭' }).click();
    await close.waitFor({ state: 'hidden' });
    expect(closes).toEqual([{ id: '1716352000000470004', reason: '供应商停产，余量改由华锦电子供货' }]);
    await expect.poll(() => toasts(page)).toContain('订单已关闭');
  });

  it('订单审核: two approved at once, a rejection refused without an opinion, then sent with one', async () => {
    const { page, url } = browser;
    await signIn(page);
    const approvals = requestBodies(page, '/scm/poOrderAudit/approve');
    const rejections = requestBodies(page, '/scm/poOrderAudit/reject');
    await page.goto(url('/purchase/order/audit'));
    const order = rowOf(page, 'PO-202611-0002').filter({ hasText: '采购订单' });
    const change = rowOf(page, 'PC-202611-0002');
    await order.getByRole('checkbox').check();
    await change.getByRole('checkbox').check();
    await page.getByRole('button', { name: '通过（2）' }).click();
    const approve = page.getByRole('dialog', { name: '通过审核（2 张）' });
    await approve.getByRole('button', { name: '确认通过' }).click();
    await approve.waitFor({ state: 'hidden' });
    expect(approvals).toEqual([
      {
        items: [
          { bizType: 'ORDER', id: '1716352000000470002' },
          { bizType: 'CHANGE', id: '1716352000000472002' },
        ],
        opinion: null,
      },
    ]);
    await expect.poll(() => toasts(page)).toContain('已通过 2 张单据');
    // The selection is cleared once decided.
    await expect.poll(() => page.getByRole('button', { name: /^通过（/ }).count()).toBe(0);

    await clickRowAction(page, change, '驳回');
    const reject = page.getByRole('dialog', { name: '驳回审核：PC-202611-0002' });
    await reject.getByRole('button', { name: '确认驳回' }).click();
    await reject.getByText('请填写驳回意见，说明需要修改什么').waitFor();
    expect(rejections).toHaveLength(0);
    await reject.getByLabel('驳回意见').fill('顺延一周影响 SD-750 交付，请与中电港协商分批');
    await reject.getByRole('button', { name: '确认驳回' }).click();
    await reject.waitFor({ state: 'hidden' });
    expect(rejections).toEqual([
      {
        items: [{ bizType: 'CHANGE', id: '1716352000000472002' }],
        opinion: '顺延一周影响 SD-750 交付，请与中电港协商分批',
      },
    ]);

    // 详情 of a change: its line old → new and the flow.
    await clickRowAction(page, change, '详情');
    const detail = page.getByRole('dialog', { name: '订单变更详情：PC-202611-0002' });
    await detail.getByText('英飞凌 12 月第一周排产已满，IGBT 交期顺延一周').waitFor();
    await detail.getByText('2026-12-12').waitFor();
  });

  it('订单查询: 按订单, then 按明细 shows the lines with their overdue mark', async () => {
    const { page, url } = browser;
    await signIn(page);
    const linePages = requestBodies(page, '/scm/poOrderLine/page');
    await page.goto(url('/purchase/order/query'));
    await rowOf(page, 'PO-202611-0009').waitFor();
    await page.getByRole('radiogroup', { name: '查看方式' }).getByText('按明细').click();
    const resistor = page
      .getByRole('row')
      .filter({ hasText: 'EL-R0603-10K 贴片电阻' })
      .filter({ hasText: 'PO-202611-0004' });
    await resistor.getByText('逾期').waitFor();
    await resistor.getByRole('cell', { name: '60,000（60%）' }).waitFor();
    expect(linePages[0]).toEqual({ pageNo: 1, pageSize: 10 });
  });
});
