import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { requestBodies } from './support/requests';
import { signIn, toasts } from './support/session';

const browser = setupBrowser();
const save = /保\s*存/;

interface TreeNode {
  code: string;
  badge?: string | null;
  children?: TreeNode[];
}

describe('字典管理', () => {
  it('changes an entry badge with a live preview, saves the entries whole, and another screen shows the new badge without a re-login', async () => {
    const { page, url } = browser;
    await signIn(page, 'superAdmin');
    const manages = requestBodies(page, '/bos/opDictType/manage');
    await page.goto(url('/operation/platform/dict'));
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'material_type', exact: true }) });
    await row.getByRole('button', { name: '字典项' }).click();
    const drawer = page.getByRole('dialog', { name: '字典项：物料类型（material_type）' });
    const firstPreview = drawer.getByTestId('preview-0');
    await expect.poll(() => firstPreview.locator('.ant-badge-status-processing').count()).toBe(1);

    // A duplicate code is refused on the row, nothing is sent, and what was typed stays.
    await drawer.getByLabel('第 2 行编码').fill('RAW');
    await drawer.getByRole('button', { name: save }).click();
    await drawer.getByText('编码“RAW”重复').waitFor();
    expect(manages).toHaveLength(0);
    await drawer.getByLabel('第 2 行编码').fill('SEMI');

    // The badge and the name change; the preview follows as they are edited.
    await drawer.getByLabel('第 1 行徽标').click();
    await page.getByTitle('错误').click();
    await drawer.getByLabel('第 1 行名称').fill('外购原材料');
    await expect.poll(() => firstPreview.locator('.ant-badge-status-error').count()).toBe(1);
    await expect.poll(() => firstPreview.textContent()).toBe('外购原材料');

    // The mock is stateless: the reloaded tree answers what a server would after this save.
    let treeLoads = 0;
    await page.route('**/api/bos/opDictType/tree', async (route) => {
      treeLoads += 1;
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: TreeNode[] };
      const raw = body.data
        .find((type) => type.code === 'material_type')
        ?.children?.find((entry) => entry.code === 'RAW');
      Object.assign(raw ?? {}, { name: '外购原材料', badge: 'error' });
      await route.fulfill({ response: answer, json: body });
    });
    await drawer.getByRole('button', { name: save }).click();
    await drawer.waitFor({ state: 'hidden' });
    expect(manages).toEqual([
      {
        typeId: '1716352000000300003',
        entries: [
          { code: 'RAW', name: '外购原材料', badge: 'error', remark: '外购的原料与元器件', sort: 10 },
          { code: 'SEMI', name: '半成品', badge: 'warning', remark: '自制的中间件、组件', sort: 20 },
          { code: 'FIN', name: '成品', badge: 'success', remark: '可对外销售的产品', sort: 30 },
          { code: 'PKG', name: '包装材料', badge: 'default', remark: '纸箱、托盘、缠绕膜等', sort: 40 },
          { code: 'AUX', name: '辅料', badge: '#722ed1', remark: '胶水、焊锡、清洗剂等辅助材料', sort: 50 },
        ],
      },
    ]);
    expect(treeLoads).toBe(1);
    await expect.poll(() => toasts(page)).toContain('字典项已保存');

    // In the same session (no reload, no login): the material types list shows the category with the new badge.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/master/materialType');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const typeRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'RAW-EL', exact: true }) });
    await typeRow.getByText('外购原材料').waitFor();
    expect(await typeRow.locator('.ant-badge-status-error').count()).toBe(1);
  });
});

describe('打印模板', () => {
  it('inserts a field at the caret, warns of a field the business type lacks, previews with samples, saves, and prints 500 ms after the preview opens', async () => {
    const { page, url } = browser;
    await signIn(page, 'superAdmin');
    await page.addInitScript(() => {
      const printed: number[] = [];
      Object.assign(window, { printed });
      window.print = () => void printed.push(performance.now());
    });
    const edits = requestBodies(page, '/bos/opPrintTemplate/edit');
    await page.goto(url('/operation/platform/printTemplate'));
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'PT-PO-01', exact: true }) });
    await row.getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog', { name: '编辑打印模板' });
    const content = dialog.getByLabel('模板内容');
    await expect.poll(() => content.inputValue()).toContain('${supplierName}');

    await content.fill('<h2>采购订单</h2><p>订单号：');
    await dialog.getByRole('group', { name: '插入字段' }).getByRole('button', { name: '订单号' }).click();
    await content.press('End');
    await content.pressSequentially('</p><p>${vendorCode}</p>');
    await dialog.getByText('业务类型没有这些字段，打印时将原样输出：${vendorCode}').waitFor();

    await dialog.getByRole('button', { name: '预览' }).click();
    const preview = page.getByRole('dialog', { name: '打印预览：采购订单' });
    await expect
      .poll(() => preview.getByTestId('print-sheet').textContent())
      .toBe('采购订单订单号：PO-20260415-0032${vendorCode}');
    await preview.getByRole('button', { name: '关闭' }).click();
    await preview.waitFor({ state: 'hidden' });

    await dialog.getByRole('button', { name: save }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(edits).toEqual([
      {
        id: '1716352000000500001',
        code: 'PT-PO-01',
        name: '采购订单',
        bizType: 'PURCHASE_ORDER',
        paperSize: 'A4',
        orientation: 'PORTRAIT',
        content: '<h2>采购订单</h2><p>订单号：${orderNo}</p><p>${vendorCode}</p>',
        remark: '标准采购订单，含供应商盖章栏',
      },
    ]);
    expect(await page.evaluate(() => (window as unknown as { printed: number[] }).printed)).toEqual([]);

    await row.getByRole('button', { name: '打印' }).click();
    const printing = page.getByRole('dialog', { name: '打印预览：PT-PO-01 采购订单' });
    await printing.getByText('供应商：昆山华达精密五金有限公司').waitFor();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number[] }).printed.length)).toBe(1);
  });
});

describe('Excel 模板 and 标准计量单位', () => {
  it('adds a column to an import template (a duplicate title refused first), then adds a unit converting to its base unit', async () => {
    const { page, url } = browser;
    await signIn(page, 'superAdmin');
    const saves = requestBodies(page, '/bos/opExcelTemplate/saveFields');
    const adds = requestBodies(page, '/bos/opStdUom/add');
    await page.goto(url('/operation/platform/excelTemplate'));
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'IMP-MATERIAL', exact: true }) });
    await row.getByRole('button', { name: '列设置' }).click();
    const drawer = page.getByRole('dialog', { name: '列设置：物料导入模板（IMP-MATERIAL）' });
    await drawer.getByLabel('第 8 行列标题').waitFor();
    await drawer.getByRole('button', { name: '添加列' }).click();
    await drawer.getByLabel('第 9 行列标题').fill('物料编码');
    await drawer.getByLabel('第 9 行字段键').fill('defaultLocation');
    await drawer.getByRole('button', { name: save }).click();
    await drawer.getByText('列标题“物料编码”重复').waitFor();
    expect(saves).toHaveLength(0);
    await drawer.getByLabel('第 9 行列标题').fill('默认库位');
    await drawer.getByLabel('第 9 行必填').click();
    await drawer.getByLabel('第 9 行示例值').fill('A-01-01');
    await drawer.getByRole('button', { name: save }).click();
    await drawer.waitFor({ state: 'hidden' });
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ templateId: '1716352000000510001' });
    const fields = saves[0]?.fields as unknown[];
    expect(fields).toHaveLength(9);
    expect(fields[0]).toEqual({
      columnTitle: '物料编码',
      fieldKey: 'code',
      fieldType: 'STRING',
      required: true,
      sample: 'RM-AL-0001',
      sort: 10,
    });
    expect(fields[8]).toEqual({
      columnTitle: '默认库位',
      fieldKey: 'defaultLocation',
      fieldType: 'STRING',
      required: true,
      sample: 'A-01-01',
      sort: 90,
    });

    await page.evaluate(() => {
      window.history.pushState({}, '', '/operation/platform/stdUom');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('cell', { name: '毫米', exact: true }).waitFor();
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增标准计量单位' });
    await dialog.getByLabel('单位编码').fill('CM');
    await dialog.getByLabel('单位名称').fill('厘米');
    await dialog.getByLabel('符号').fill('cm');
    await dialog.getByLabel('量纲').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('长度').click();
    await dialog.getByLabel('基准单位').click();
    await dialog.getByLabel('换算系数').fill('0.01');
    await dialog.getByRole('button', { name: save }).click();
    await dialog.getByText('基准单位的换算系数必须为 1').waitFor();
    expect(adds).toHaveLength(0);
    await dialog.getByLabel('基准单位').click();
    await dialog.getByRole('button', { name: save }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(adds).toEqual([
      {
        code: 'CM',
        name: '厘米',
        symbol: 'cm',
        dimension: 'LEN',
        baseUnit: false,
        factor: 0.01,
        precision: 2,
        remark: null,
      },
    ]);
  });
});
