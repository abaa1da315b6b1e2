import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { choose, OK, rowOf, SAVE, typeDate } from './support/forms';
import { requestBodies } from './support/requests';
import { clickRowAction, rowActionTitles } from './support/rows';
import { pinStoryToday, preferExample, signIn, toasts } from './support/session';

const browser = setupBrowser();

/** The value a detail list shows under `label`. */
const itemValue = (scope: Locator, label: string) =>
  scope
    .locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::*[1]');

/** A standard's row by its code and version (one row per version). */
const versionRow = (page: Page, code: string, version: string) =>
  rowOf(page, code).filter({ has: page.getByRole('cell', { name: version, exact: true }) });

/** Picks one row of a selector dialog (检验项目, 物料) opened from a grid's picker cell. */
async function pickInGrid(page: Page, cell: Locator, dialog: string, code: string) {
  await cell.dblclick();
  const selector = page.getByRole('dialog', { name: dialog });
  await selector.getByRole('cell', { name: code, exact: true }).click();
  await selector.getByRole('button', { name: OK }).click();
  await selector.waitFor({ state: 'hidden' });
}

/** Types into a grid's cell and leaves it. */
async function typeCell(page: Page, cell: Locator, text: string) {
  await cell.click();
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

describe('质量基础: 量检具, 抽样方案, 检验标准 (issue 25)', () => {
  it('量检具: overdue red and due soon amber; 启用 of an overdue one refused as the server says; 校准 not after today; 报废 with its reason; detail; export; 新增', async () => {
    const { page, url } = browser;
    await pinStoryToday(page);
    await signIn(page);
    const enables = requestBodies(page, '/scm/qmGauge/enable');
    const calibrations = requestBodies(page, '/scm/qmGauge/calibrate');
    const scraps = requestBodies(page, '/scm/qmGauge/scrap');
    await page.goto(url('/quality/gauge'));

    const overdue = rowOf(page, 'GJ-0010');
    await overdue.getByText('已超期 5 天', { exact: true }).waitFor();
    await overdue.getByText('待校准', { exact: true }).waitFor();
    await rowOf(page, 'GJ-0004').getByText('4 天后到期', { exact: true }).waitFor();
    expect(await rowActionTitles(page, rowOf(page, 'GJ-0009'))).toEqual(['详情']);
    expect(await rowActionTitles(page, rowOf(page, 'GJ-0001'))).toEqual([
      '详情',
      '校准',
      '编辑',
      '停用',
      '报废',
      '删除',
    ]);
    expect(await rowActionTitles(page, overdue)).toEqual(['详情', '校准', '编辑', '停用', '启用', '报废', '删除']);

    // 启用 of the overdue caliper: the server refuses it until it is calibrated, and the screen says so.
    await preferExample(page, '/scm/qmGauge/enable', 'overdue');
    await clickRowAction(page, overdue, '启用');
    await page.getByRole('button', { name: OK }).click();
    await expect
      .poll(() => toasts(page))
      .toContain('量检具 GJ-0010 数显卡尺已超过校准有效期（下次校准 2026-11-24），请先登记校准');
    expect(enables).toEqual([{ ids: ['1716352000000547010'] }]);

    // 校准: a date after today is refused (nothing sent, nothing lost); 合格 puts it back in use with the new date.
    await clickRowAction(page, overdue, '校准');
    const dialog = page.getByRole('dialog', { name: '登记校准：GJ-0010 数显卡尺' });
    // The date panel speaks Chinese: weeks from Monday, the month by its number, each button named by what it shows.
    await dialog.getByLabel('校准日期').click();
    const panel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    await expect
      .poll(() => panel.locator('thead th').allTextContents())
      .toEqual(['一', '二', '三', '四', '五', '六', '日']);
    await panel.getByRole('button', { name: '11月', exact: true }).waitFor();
    await panel.getByRole('button', { name: '2026年', exact: true }).waitFor();
    await typeDate(dialog, '校准日期', '2026-11-30');
    await dialog.getByRole('radio', { name: '合格', exact: true }).check();
    await dialog.getByLabel('校准机构').fill('苏州市计量测试院');
    await dialog.getByLabel('证书编号').fill('JZ2611-0921');
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.getByText('校准日期不能晚于今天 2026-11-29').waitFor();
    expect(calibrations).toHaveLength(0);
    await typeDate(dialog, '校准日期', '2026-11-28');
    await dialog.getByText('GJ-0010 恢复在用，下次校准 2027-11-28（周期 365 天）').waitFor();
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(calibrations).toEqual([
      {
        id: '1716352000000547010',
        calibrationDate: '2026-11-28',
        result: 'PASS',
        agency: '苏州市计量测试院',
        certificateNo: 'JZ2611-0921',
        remark: null,
      },
    ]);
    await expect.poll(() => toasts(page)).toContain('已登记 GJ-0010 的校准');

    // 报废 the pin gauges only with a reason.
    await clickRowAction(page, rowOf(page, 'GJ-0008'), '报废');
    const scrap = page.getByRole('dialog', { name: '报废量检具：GJ-0008 针规组' });
    await scrap.getByRole('button', { name: '确认报废' }).click();
    await scrap.getByText('请输入报废原因').waitFor();
    expect(scraps).toHaveLength(0);
    await scrap.getByLabel('报废原因').fill('缺两支，厂家停产无法补齐');
    await scrap.getByRole('button', { name: '确认报废' }).click();
    await scrap.waitFor({ state: 'hidden' });
    expect(scraps).toEqual([{ id: '1716352000000547008', reason: '缺两支，厂家停产无法补齐' }]);

    // 详情: the calibration records and the inspections it measured in.
    await clickRowAction(page, overdue, '详情');
    const detail = page.getByRole('dialog', { name: '量检具详情' });
    await detail.getByText('JZ2411-0655').waitFor();
    await detail.getByText('厂内自校（量块）').waitFor();
    await detail.getByText('IQC-20261118-0004').waitFor();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // 导出 with nothing selected sends the conditions (none here).
    const exports = requestBodies(page, '/scm/qmGauge/export');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    await download;
    await expect.poll(() => exports).toEqual([{}]);

    // 新增: 上次校准 after today refused, then sent with the date it was calibrated on.
    const adds = requestBodies(page, '/scm/qmGauge/add');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const add = page.getByRole('dialog', { name: '新增量检具' });
    await add.getByLabel('编号').fill('GJ-0014');
    await add.getByLabel('名称').fill('塞尺');
    await add.getByLabel('型号').fill('184-303S');
    await add.getByLabel('校准周期（天）').fill('365');
    await typeDate(add, '上次校准', '2026-12-01');
    await add.getByRole('button', { name: SAVE }).click();
    await add.getByText('上次校准不能晚于今天').waitFor();
    expect(adds).toHaveLength(0);
    await typeDate(add, '上次校准', '2026-11-20');
    await add.getByRole('button', { name: SAVE }).click();
    await add.waitFor({ state: 'hidden' });
    expect(adds).toEqual([
      {
        code: 'GJ-0014',
        name: '塞尺',
        model: '184-303S',
        manufacturer: null,
        measureRange: null,
        accuracy: null,
        calibrationCycleDays: 365,
        lastCalibrationDate: '2026-11-20',
        keeperName: null,
        location: null,
        remark: null,
      },
    ]);
  });

  it('抽样方案: the fields follow the 抽样标准 (the others sent as null); a plan in use refused 停用; 抽样计算 in the detail; a stopped supplier × material 恢复 with a note', async () => {
    const { page, url } = browser;
    await signIn(page);
    const adds = requestBodies(page, '/scm/qmSampling/add');
    const disables = requestBodies(page, '/scm/qmSampling/disable');
    await page.goto(url('/quality/sampling'));
    await rowOf(page, 'SP-FIX-5').getByText('每批 5 件', { exact: true }).waitFor();
    await rowOf(page, 'SP-GB-S3-IC').getByText('S-3 · 正常 · CR 0 / MAJ 1.0 / MIN 4.0', { exact: true }).waitFor();

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增抽样方案' });
    await dialog.getByLabel('方案编码').fill('SP-GB-II-P');
    await dialog.getByLabel('方案名称').fill('包装材料 一般水平 II');
    await choose(page, dialog, '严重缺陷 AQL（MAJ）', '2.5', '2.5');
    await choose(page, dialog, '轻微缺陷 AQL（MIN）', '4.0', '4.0');
    // 固定数量 asks for its 样本量 only.
    await choose(page, dialog, '抽样标准', '固定数量');
    await dialog.getByLabel('检验水平').waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.getByText('固定数量方案须填写样本量').waitFor();
    expect(adds).toHaveLength(0);
    await dialog.getByLabel('样本量').fill('3');
    // Back to GB/T 2828.1: what was chosen is still there, and the 样本量 typed is not sent.
    await choose(page, dialog, '抽样标准', 'GB/T 2828.1');
    await dialog.getByLabel('样本量').waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(adds).toEqual([
      {
        code: 'SP-GB-II-P',
        name: '包装材料 一般水平 II',
        planType: 'GB2828',
        inspectionLevel: 'II',
        severity: 'NORMAL',
        switching: true,
        aqlCr: 0,
        aqlMaj: 2.5,
        aqlMin: 4,
        sampleQty: null,
        samplePct: null,
        minSampleQty: null,
        remark: null,
      },
    ]);

    // 停用 of a plan four standards use: refused by the server, its words shown.
    const electronics = rowOf(page, 'SP-GB-II-E');
    await preferExample(page, '/scm/qmSampling/disable', 'inUse');
    await clickRowAction(page, electronics, '停用');
    await page.getByRole('button', { name: OK }).click();
    await expect
      .poll(() => toasts(page))
      .toContain('抽样方案 SP-GB-II-E 正被 4 个检验标准使用（QS-IQC-CN V2 等），不能停用');
    expect(disables).toEqual([{ ids: ['1716352000000544001'] }]);

    // 详情: 批量 500 at level II, normal, AQL 1.5 → H, 50, Ac 2, Re 3.
    await clickRowAction(page, electronics, '详情');
    const detail = page.getByRole('dialog', { name: '抽样方案详情' });
    await detail.getByLabel('批量').fill('500');
    await choose(page, detail, 'AQL', '1.5');
    await expect.poll(() => itemValue(detail, '样本字码').textContent()).toBe('H');
    expect(await itemValue(detail, '样本量').textContent()).toBe('50');
    expect(await itemValue(detail, 'Ac').textContent()).toBe('2');
    expect(await itemValue(detail, 'Re').textContent()).toBe('3');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // 转移状态: 金塑新材料's PA66 stopped after five rejections under tightened; 恢复 only with a note.
    const releases = requestBodies(page, '/scm/qmSwitching/release');
    await page.getByRole('button', { name: '转移状态' }).click();
    const states = page.getByRole('dialog', { name: '转移状态（供应商 × 物料）' });
    const stopped = rowOf(page, 'PL-PA66-GF30 PA66 加纤粒料');
    await stopped.getByText('加严检验 · 暂停检验', { exact: true }).waitFor();
    expect(await rowActionTitles(page, stopped)).toEqual(['恢复']);
    await states.getByRole('cell', { name: 'EL-C0805-10U 贴片电容', exact: true }).waitFor();
    await clickRowAction(page, stopped, '恢复');
    const release = page.getByRole('dialog', { name: '恢复检验：金塑新材料 × PL-PA66-GF30 PA66 加纤粒料' });
    await release.getByRole('button', { name: '确认恢复' }).click();
    await release.getByText('请输入恢复说明').waitFor();
    expect(releases).toHaveLength(0);
    const note = '金塑新材料 8D 报告已关闭：干燥工艺改为 120 ℃ × 4 h，出厂含水率 ≤ 0.12 %';
    await release.getByLabel('恢复说明').fill(note);
    await release.getByRole('button', { name: '确认恢复' }).click();
    await release.waitFor({ state: 'hidden' });
    expect(releases).toEqual([{ id: '1716352000000548005', remark: note }]);
  });

  it('检验标准: actions by state; a new standard on the grids (定量 without 检测数 refused, nothing sent), a draft edited from its detail, 生效 not before today then refused by the server, 新版本, 作废 with its reason, detail with every version', async () => {
    const { page, url } = browser;
    await pinStoryToday(page);
    await signIn(page);
    const adds = requestBodies(page, '/scm/qmStandard/add');
    const edits = requestBodies(page, '/scm/qmStandard/edit');
    const activates = requestBodies(page, '/scm/qmStandard/activate');
    const newVersions = requestBodies(page, '/scm/qmStandard/newVersion');
    const archives = requestBodies(page, '/scm/qmStandard/archive');
    await page.goto(url('/quality/standard'));

    const draft = versionRow(page, 'QS-IQC-CN', 'V3');
    const active = versionRow(page, 'QS-IQC-CN', 'V2');
    await draft.getByText('草稿', { exact: true }).waitFor();
    expect(await rowActionTitles(page, draft)).toEqual(['详情', '编辑', '生效', '删除']);
    expect(await rowActionTitles(page, active)).toEqual(['详情', '新版本', '作废']);
    expect(await rowActionTitles(page, versionRow(page, 'QS-IQC-CN', 'V1'))).toEqual(['详情', '新版本']);

    // 新增: 绝缘电阻 (定量, MΩ) with its lower limit but no 检测数 is refused; 插针外观 (定性) is judged by its text.
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增检验标准' });
    await dialog.getByLabel('标准编码').fill('QS-IQC-CN2');
    await dialog.getByLabel('标准名称').fill('圆形连接器来料检验标准');
    await choose(page, dialog, '检验类别', 'IQC 来料检验');
    await choose(
      page,
      dialog,
      '抽样方案',
      'SP-GB-II-E 电子元器件 GB/T 2828.1 一般水平 II（II · 正常 · CR 0 / MAJ 0.65 / MIN 1.5）',
    );
    await dialog.getByLabel('版本说明').fill('圆形连接器首版');
    const lines = dialog.getByRole('grid', { name: '检验项目' });
    const line = (row: number, col: number) => lines.locator(`[data-cell="${row}:${col}"]`);
    await pickInGrid(page, line(0, 0), '选择检验项目', 'CN-INS-RES');
    await expect.poll(() => line(0, 1).textContent()).toBe('定量');
    await expect.poll(() => line(0, 2).textContent()).toBe('MΩ');
    await typeCell(page, line(0, 5), '5000');
    await line(0, 9).click();
    await page.keyboard.press('Enter');
    await pickInGrid(page, line(1, 0), '选择检验项目', 'CN-PIN-APP');
    await typeCell(page, line(1, 8), '插针无弯曲、无氧化发黑');
    const materials = dialog.getByRole('grid', { name: '适用物料' });
    const material = (row: number, col: number) => materials.locator(`[data-cell="${row}:${col}"]`);
    await pickInGrid(page, material(0, 0), '选择物料', 'EL-IGBT-75A');
    await typeCell(page, material(0, 3), '20');
    await typeCell(page, material(0, 6), '3');
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.getByText('定量项目须填写检测数').first().waitFor();
    expect(adds).toHaveLength(0);
    await typeCell(page, line(0, 6), '5');
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(adds).toEqual([
      {
        code: 'QS-IQC-CN2',
        name: '圆形连接器来料检验标准',
        categoryId: '1716352000000541001',
        samplingPlanId: '1716352000000544001',
        changeNote: '圆形连接器首版',
        remark: null,
        lines: [
          {
            itemId: '1716352000000540002',
            standardValue: null,
            upperLimit: null,
            lowerLimit: 5000,
            sampleQty: 5,
            method: null,
            requirement: null,
            sopFiles: [],
          },
          {
            itemId: '1716352000000540004',
            standardValue: null,
            upperLimit: null,
            lowerLimit: null,
            sampleQty: null,
            method: null,
            requirement: '插针无弯曲、无氧化发黑',
            sopFiles: [],
          },
        ],
        materials: [
          {
            materialId: '1716352000000400406',
            samplingPlanId: null,
            minCheckQty: 20,
            crRate: 0,
            majRate: 0,
            minRate: 3,
            remark: null,
          },
        ],
      },
    ]);

    // 编辑 a draft starts from its detail (the IGBT's V2): its lines and material kept as they are.
    // The detail is asked with its id in the query.
    await preferExample(page, '/scm/qmStandard/detail?*', 'draft');
    const igbt = versionRow(page, 'QS-IQC-IGBT', 'V2');
    await clickRowAction(page, igbt, '编辑');
    const edit = page.getByRole('dialog', { name: '编辑检验标准：QS-IQC-IGBT V2' });
    await edit.getByRole('grid', { name: '检验项目' }).getByText('IC-MARK 丝印标识').waitFor();
    expect(await edit.getByLabel('标准编码').isDisabled()).toBe(true);
    await edit.getByRole('button', { name: SAVE }).click();
    await edit.waitFor({ state: 'hidden' });
    expect(edits).toHaveLength(1);
    expect(edits[0]).toMatchObject({
      id: '1716352000000545008',
      code: 'QS-IQC-IGBT',
      samplingPlanId: '1716352000000544002',
      lines: [{ itemId: '1716352000000540011' }, { itemId: '1716352000000540022', sampleQty: 1 }],
      materials: [{ materialId: '1716352000000400406', minCheckQty: 5, crRate: 0, majRate: 0, minRate: 1 }],
    });

    // 生效: a past date is refused (nothing sent); today is sent, and the server's refusal shows on the form.
    await preferExample(page, '/scm/qmStandard/activate', 'conflict');
    await clickRowAction(page, igbt, '生效');
    const activate = page.getByRole('dialog', { name: '生效：QS-IQC-IGBT V2' });
    await typeDate(activate, '生效日期', '2026-11-20');
    await activate.getByRole('button', { name: SAVE }).click();
    await activate.getByText('生效日期不能早于今天 2026-11-29').waitFor();
    expect(activates).toHaveLength(0);
    await typeDate(activate, '生效日期', '2026-11-29');
    await activate.getByText('今天立即生效，同一编码原生效的版本今天失效').waitFor();
    await activate.getByRole('button', { name: SAVE }).click();
    await activate
      .getByText(
        '物料 EL-IGBT-75A IGBT 模块已有生效的来料检验标准 QS-IQC-PM V1，同一物料同一检验类别只能有一个生效标准',
      )
      .waitFor();
    expect(activates).toEqual([{ id: '1716352000000545008', effectiveDate: '2026-11-29' }]);
    await page.keyboard.press('Escape');
    await activate.waitFor({ state: 'hidden' });

    // 新版本 of the active V2, 作废 of it with a reason.
    await clickRowAction(page, active, '新版本');
    await page.getByRole('button', { name: OK }).click();
    await expect.poll(() => newVersions).toEqual([{ id: '1716352000000545002' }]);
    await clickRowAction(page, active, '作废');
    const archive = page.getByRole('dialog', { name: '作废检验标准：QS-IQC-CN V2' });
    await archive.getByRole('button', { name: '确认作废' }).click();
    await archive.getByText('请输入作废原因').waitFor();
    expect(archives).toHaveLength(0);
    await archive.getByLabel('作废原因').fill('供应商改用新镀层，按 V3 检验');
    await archive.getByRole('button', { name: '确认作废' }).click();
    await archive.waitFor({ state: 'hidden' });
    expect(archives).toEqual([{ id: '1716352000000545002', reason: '供应商改用新镀层，按 V3 检验' }]);

    // 详情: the lines, the materials and every version of the code.
    await page.unroute('**/api/scm/qmStandard/detail?*');
    await clickRowAction(page, active, '详情');
    const detail = page.getByRole('dialog', { name: '检验标准详情' });
    await detail.getByText('CN-HIPOT 耐电压').waitFor();
    await detail.getByText('EL-CN-DB15F 连接器').first().waitFor();
    await detail.getByRole('cell', { name: 'V1', exact: true }).waitFor();
    await detail.getByRole('cell', { name: 'V3', exact: true }).waitFor();
  });
});
