import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { choose, rowOf, SAVE, shot } from './support/forms';
import { requestBodies } from './support/requests';
import { clickRowAction, rowActionTitles } from './support/rows';
import { preferExample, signIn, toasts } from './support/session';

const browser = setupBrowser();

/** Runs a state action of a row (停用, 删除…) and confirms it. */
async function confirmRowAction(page: Page, row: Locator, title: string) {
  await clickRowAction(page, row, title);
  const confirm = page.locator('.ant-modal-confirm, .ant-popconfirm').filter({ hasText: `确认${title}吗？` });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: /确\s*定|OK/ }).click();
}

describe('质量基础: 检验项目, 检验类别, 缺陷代码, 质量计量单位 (issue 25)', () => {
  it('检验项目: each row with its unit’s symbol and precision and its default defect’s class; 定量 without a unit refused in Chinese, 定性 sent without one; export of the selected', async () => {
    const { page, url } = browser;
    await signIn(page);
    const adds = requestBodies(page, '/scm/qmItem/add');
    await page.goto(url('/quality/items'));

    const pinLength = rowOf(page, 'CN-PIN-LEN');
    await pinLength.getByText('（3 位小数）').waitFor();
    await pinLength.getByText('DF-DIM-001 尺寸超差').waitFor();
    await pinLength.getByText('MAJ 严重').waitFor();
    const insulation = rowOf(page, 'CN-INS-RES');
    await insulation.getByText('MΩ').waitFor();
    await insulation.getByText('（整数）').waitFor();
    await insulation.getByText('CR 致命').waitFor();
    // 耐电压 is judged 合格 / 不合格: no unit.
    expect(await rowOf(page, 'CN-HIPOT').getByText('定性', { exact: true }).count()).toBe(1);
    expect(await rowActionTitles(page, pinLength)).toEqual(['详情', '编辑', '停用']);
    await shot(page, 'items');

    // 插拔力 of the connectors, measured in N: saved without a unit, refused with the reason; nothing typed is lost.
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增检验项目' });
    await dialog.getByLabel('项目编码').fill('CN-MATE-F');
    await dialog.getByLabel('项目名称').fill('插拔力');
    await choose(page, dialog, '类型', '性能');
    await choose(page, dialog, '定量/定性', '定量');
    await dialog.getByLabel('检测工具').fill('推拉力计');
    await choose(page, dialog, '默认缺陷代码', 'DF-DIM-001 尺寸超差（MAJ 严重）');
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.getByText('定量项目须选择质量计量单位').waitFor();
    expect(adds).toHaveLength(0);
    expect(await dialog.getByLabel('项目名称').inputValue()).toBe('插拔力');
    await shot(page, 'item-refused');

    await choose(page, dialog, '质量计量单位', 'N 牛顿（1 位小数）');
    // Turned 定性, the item measures in no unit (the field empties and greys); back to 定量, the unit comes back.
    await choose(page, dialog, '定量/定性', '定性');
    await dialog.getByText('定性项目无单位').waitFor();
    expect(await dialog.getByLabel('质量计量单位').isDisabled()).toBe(true);
    await choose(page, dialog, '定量/定性', '定量');
    await dialog.getByTitle('N 牛顿（1 位小数）').waitFor();
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(adds).toEqual([
      {
        code: 'CN-MATE-F',
        name: '插拔力',
        itemType: 'PERFORMANCE',
        valueType: 'QUANTITATIVE',
        uomId: '1716352000000543010',
        tool: '推拉力计',
        method: null,
        defectId: '1716352000000542010',
        remark: null,
      },
    ]);
    await expect.poll(() => toasts(page)).toContain('保存成功');

    // 编辑 a 定量 item into 定性: the unit is not sent.
    const edits = requestBodies(page, '/scm/qmItem/edit');
    await clickRowAction(page, rowOf(page, 'EL-DIM'), '编辑');
    const edit = page.getByRole('dialog', { name: '编辑检验项目' });
    expect(await edit.getByLabel('项目编码').inputValue()).toBe('EL-DIM');
    await choose(page, edit, '定量/定性', '定性');
    await edit.getByRole('button', { name: SAVE }).click();
    await edit.waitFor({ state: 'hidden' });
    expect(edits).toEqual([
      {
        id: '1716352000000540009',
        code: 'EL-DIM',
        name: '元件外形尺寸',
        itemType: 'DIMENSION',
        valueType: 'QUALITATIVE',
        uomId: null,
        tool: '数显卡尺',
        method: '测量元件本体长度',
        defectId: '1716352000000542010',
        remark: null,
      },
    ]);

    // An item a standard uses cannot turn 定性 (1017006): the server's refusal stays on the form, nothing lost.
    await preferExample(page, '/scm/qmItem/edit', 'valueTypeLocked');
    await clickRowAction(page, pinLength, '编辑');
    const locked = page.getByRole('dialog', { name: '编辑检验项目' });
    await choose(page, locked, '定量/定性', '定性');
    await locked.getByRole('button', { name: SAVE }).click();
    await locked.getByText(/检验项目 CN-PIN-LEN 已被检验标准 QS-IQC-CN V2 引用，不能改为定性项目/).waitFor();
    expect(edits).toHaveLength(2);
    expect(await locked.getByLabel('项目名称').inputValue()).toBe('插针长度');
    await shot(page, 'item-locked');
    await locked.getByRole('button', { name: /取\s*消/ }).click();
    await locked.waitFor({ state: 'hidden' });

    // 详情 of an item, then 导出 of the selected ones sends their ids.
    await clickRowAction(page, pinLength, '详情');
    const detail = page.getByRole('dialog', { name: '检验项目详情' });
    await detail.getByText('测量插针露出绝缘体端面的长度').waitFor();
    await detail.getByText('MAJ 严重').waitFor();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
    const exports = requestBodies(page, '/scm/qmItem/export');
    await pinLength.getByRole('checkbox').check();
    await insulation.getByRole('checkbox').check();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    await download;
    await expect.poll(() => exports).toEqual([{ ids: ['1716352000000540001', '1716352000000540002'] }]);
  });

  it('检验类别: the built-in IQC offers 编辑 only, says why, and keeps its code; another category is disabled', async () => {
    const { page, url } = browser;
    await signIn(page);
    const edits = requestBodies(page, '/scm/qmCategory/edit');
    const disables = requestBodies(page, '/scm/qmCategory/disable');
    await page.goto(url('/quality/category'));

    const iqc = rowOf(page, 'IQC');
    await iqc.getByText('内置', { exact: true }).waitFor();
    await iqc.getByText('不能改编码、停用或删除').waitFor();
    expect(await rowActionTitles(page, iqc)).toEqual(['编辑']);
    const fai = rowOf(page, 'FAI');
    await fai.getByText('制程', { exact: true }).waitFor();
    expect(await rowActionTitles(page, fai)).toEqual(['编辑', '停用']);
    await shot(page, 'categories');

    await clickRowAction(page, iqc, '编辑');
    const dialog = page.getByRole('dialog', { name: '编辑检验类别' });
    expect(await dialog.getByLabel('类别编码').isDisabled()).toBe(true);
    await dialog.getByLabel('类别名称').fill('来料检验（IQC）');
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(edits).toEqual([
      {
        id: '1716352000000541001',
        code: 'IQC',
        name: '来料检验（IQC）',
        stage: 'INCOMING',
        sort: 10,
        remark: '采购到货的检验；来料检验流程按此类别查找检验标准',
      },
    ]);

    await confirmRowAction(page, fai, '停用');
    await expect.poll(() => disables).toEqual([{ ids: ['1716352000000541002'] }]);
  });

  it('缺陷代码: each class as its tag, a search by class, a new code sent with its 判定说明', async () => {
    const { page, url } = browser;
    await signIn(page);
    const pages = requestBodies(page, '/scm/qmDefect/page');
    const adds = requestBodies(page, '/scm/qmDefect/add');
    await page.goto(url('/quality/defect'));

    const missing = rowOf(page, 'DF-APP-002');
    await missing.getByText('缺针').waitFor();
    await expect.poll(() => missing.locator('.ant-tag-red').textContent()).toBe('CR 致命');
    await expect.poll(() => rowOf(page, 'DF-APP-001').locator('.ant-tag-orange').textContent()).toBe('MAJ 严重');
    await expect.poll(() => rowOf(page, 'DF-APP-005').locator('.ant-tag-blue').textContent()).toBe('MIN 轻微');
    await rowOf(page, 'DF-APP-005').getByText('表面划痕长于 5 mm 或手指可感').waitFor();
    await shot(page, 'defects');

    // 等级 in the search bar: its classes to tick.
    await page.getByRole('button', { name: '选择属性项：缺陷编码' }).hover();
    await page.getByRole('menuitem', { name: '等级' }).click();
    await page.getByLabel('等级', { exact: true }).click();
    await page.locator('.ant-popover:visible').getByText('CR 致命').click();
    await page
      .locator('.ant-popover:visible')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => pages.at(-1)).toMatchObject({ defectClass: 'CR' });

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增缺陷代码' });
    await dialog.getByLabel('缺陷编码').fill('DF-APP-010');
    await dialog.getByLabel('缺陷描述').fill('毛刺');
    await choose(page, dialog, '检验项目类型', '外观');
    await choose(page, dialog, '等级', 'MIN 轻微');
    await dialog.getByLabel('判定说明').fill('切口毛刺高于 0.1 mm');
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(adds).toEqual([
      {
        code: 'DF-APP-010',
        name: '毛刺',
        itemType: 'APPEARANCE',
        defectClass: 'MIN',
        criterion: '切口毛刺高于 0.1 mm',
        remark: null,
      },
    ]);

    // 详情 (the mock answers 插针弯曲 for any code).
    await clickRowAction(page, rowOf(page, 'DF-APP-001'), '详情');
    const detail = page.getByRole('dialog', { name: '缺陷代码详情' });
    await detail.getByText('插针偏离中心线，针规通不过或目视可见弯折').waitFor();
  });

  it('质量计量单位: the precision as decimals, held to 0–6 before anything is sent; a disabled unit deleted', async () => {
    const { page, url } = browser;
    await signIn(page);
    const adds = requestBodies(page, '/scm/qmUom/add');
    await page.goto(url('/quality/uom'));

    await rowOf(page, 'MOHM').getByText('整数', { exact: true }).waitFor();
    await rowOf(page, 'MM').getByText('3 位小数', { exact: true }).waitFor();
    const hrb = rowOf(page, 'HRB');
    expect(await rowActionTitles(page, hrb)).toEqual(['编辑', '启用', '删除']);
    expect(await rowActionTitles(page, rowOf(page, 'HW'))).toEqual(['编辑', '停用']);
    await shot(page, 'units');

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增质量计量单位' });
    await dialog.getByLabel('单位编码').fill('NM');
    await dialog.getByLabel('单位名称').fill('牛米');
    await dialog.getByLabel('符号').fill('N·m');
    await dialog.getByLabel('精度（小数位数）').fill('7');
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.getByText('精度（小数位数）不能大于 6').waitFor();
    expect(adds).toHaveLength(0);
    await shot(page, 'unit-refused');
    await dialog.getByLabel('精度（小数位数）').fill('2');
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(adds).toEqual([{ code: 'NM', name: '牛米', symbol: 'N·m', precision: 2, remark: null }]);

    // HRB, disabled since profiles are measured in HW, deleted after confirming.
    const deletes = requestBodies(page, '/scm/qmUom/delete');
    await confirmRowAction(page, hrb, '删除');
    await expect.poll(() => deletes).toEqual([{ ids: ['1716352000000543012'] }]);
  });
});
