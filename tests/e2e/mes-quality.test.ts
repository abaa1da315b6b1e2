import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { requestBodies } from './support/requests';
import { clickRowAction } from './support/rows';
import { signIn } from './support/session';

const browser = setupBrowser();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const rowOf = (page: Page, cell: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: cell, exact: true }) });
const option = (page: Page, title: string) =>
  page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true });
const save = /保\s*存/;

/** Opens a select by its label and picks the option. */
async function choose(page: Page, dialog: ReturnType<Page['getByRole']>, label: string, title: string) {
  await dialog.getByLabel(label, { exact: true }).click();
  await option(page, title).click();
}

describe('异常与预警 (issue 17)', () => {
  it('records a defect with a picture, refuses then saves a PQC rule, reads an ESW rule as it is typed, confirms and closes warnings', async () => {
    const { page, url } = browser;
    await signIn(page);

    // 生产缺陷: the pictures of a defect in its detail, then a new defect with a picture uploaded.
    const defects = requestBodies(page, '/mes/mfgDefect/add');
    await page.goto(url('/manufacture/defect'));
    await clickRowAction(page, rowOf(page, 'DF-20261126-001'), '详情');
    const drawer = page.getByRole('dialog', { name: '缺陷详情' });
    await drawer.getByRole('button', { name: '查看图片 虚焊焊点-1.jpg' }).click();
    await page.getByRole('dialog', { name: '虚焊焊点-1.jpg' }).getByRole('img').first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: '虚焊焊点-1.jpg' }).waitFor({ state: 'hidden' });
    await drawer
      .getByRole('button', { name: 'Close' })
      .or(drawer.getByRole('button', { name: '关闭' }))
      .first()
      .click();

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const defect = page.getByRole('dialog', { name: '新增缺陷' });
    await choose(page, defect, '工单号', 'MO-20261127-007 伺服驱动器 SD-750A');
    await defect.getByText('产线：总装一线').waitFor();
    await choose(page, defect, '工序', 'GX-050 整机总装');
    await defect.getByText('任务号：MT-20261127-007-050').waitFor();
    await choose(page, defect, '缺陷代码', 'QX-004 螺丝漏打');
    await defect.getByLabel('数量（件）').fill('3');
    await choose(page, defect, '发现人', '王强（生产部）');
    await defect
      .locator('input[type=file]')
      .setInputFiles({ name: '螺丝漏打.png', mimeType: 'image/png', buffer: PNG });
    await defect
      .locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)')
      .first()
      .waitFor();
    await expect.poll(() => defect.locator('.ant-upload-list-item .ant-progress').count()).toBe(0);
    await defect.getByRole('button', { name: save }).click();
    await defect.waitFor({ state: 'hidden' });
    expect(defects).toEqual([
      {
        orderId: '1716352000073000007',
        processId: '1716352000071000005',
        defectCodeId: '1716352000076000004',
        level: 'MAJ',
        quantity: 3,
        dutyDeptId: null,
        finderId: '1716352000000000203',
        findTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) as string,
        description: null,
        pictures: [
          {
            fileId: '1716352000000900001',
            fileName: '螺丝漏打.png',
            url: '/files/qmInspection/2026/11/22/5b7c1d2e3f4a4b5c/检验报告.pdf',
          },
        ],
      },
    ]);

    // PQC 规则: LSL above USL is refused with what was typed kept, then the rule is sent.
    const rules = requestBodies(page, '/mes/mfgPqcRule/add');
    await page.goto(url('/manufacture/pqcRule'));
    await rowOf(page, 'PQC-SD750-020-01').waitFor();
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const pqc = page.getByRole('dialog', { name: '新增 PQC 规则' });
    await pqc.getByLabel('规则编码').fill('PQC-HS750-040-01');
    await pqc.getByLabel('规则名称').fill('散热器平面度首检');
    await pqc.getByLabel('适用产品').click();
    await option(page, 'SM-HS-750 散热器机加件').click();
    await choose(page, pqc, '工序', 'GX-040 散热器装配');
    await pqc.getByLabel('检验项目').fill('安装面平面度');
    await choose(page, pqc, '检验类型', '首检');
    await pqc.getByLabel('抽样数量').fill('3');
    await pqc.getByLabel('标准值').fill('0.03');
    await pqc.getByLabel('上限 USL').fill('0.05');
    await pqc.getByLabel('下限 LSL').fill('0.08');
    await pqc.getByLabel('单位').fill('mm');
    await pqc.getByRole('button', { name: save }).click();
    await pqc.getByText('下限 LSL 不能大于上限 USL').waitFor();
    expect(rules).toHaveLength(0);
    expect(await pqc.getByLabel('规则名称').inputValue()).toBe('散热器平面度首检');
    await pqc.getByLabel('下限 LSL').fill('0');
    await pqc.getByRole('button', { name: save }).click();
    await pqc.waitFor({ state: 'hidden' });
    expect(rules).toEqual([
      {
        code: 'PQC-HS750-040-01',
        name: '散热器平面度首检',
        productId: '1716352000000400409',
        processId: '1716352000071000004',
        item: '安装面平面度',
        inspectType: 'FIRST',
        method: null,
        tool: null,
        frequencyType: 'SHIFT',
        frequencyValue: null,
        sampleSize: 3,
        judgeType: 'MEASURE',
        standardValue: 0.03,
        usl: 0.05,
        lsl: 0,
        unit: 'mm',
        remark: null,
      },
    ]);

    // ESW 预警规则: the list reads each rule; the form's sentence follows what is typed.
    const eswRules = requestBodies(page, '/mes/mfgEswRule/add');
    await page.goto(url('/manufacture/eswRule'));
    await page.getByRole('cell', { name: '总装一线 每小时 一次合格率 < 95% 时 发出 警告', exact: true }).waitFor();
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const esw = page.getByRole('dialog', { name: '新增 ESW 预警规则' });
    const sentence = esw.getByRole('status', { name: '规则预览' });
    await expect.poll(() => sentence.innerText()).toContain('全部产线 … … … … 时 发出 …');
    await esw.getByLabel('规则名称').fill('总装一线缺陷数预警');
    await choose(page, esw, '监控指标', '缺陷数');
    await choose(page, esw, '统计周期', '每小时');
    await choose(page, esw, '条件', '≥ 大于等于');
    await esw.getByLabel('阈值').fill('5');
    await choose(page, esw, '预警级别', '警告');
    await expect.poll(() => sentence.innerText()).toContain('全部产线 每小时 缺陷数 ≥ 5 件 时 发出 警告');
    await esw.getByRole('button', { name: '选择产线' }).click();
    const selector = page.getByRole('dialog', { name: '选择产线' });
    await selector.getByRole('cell', { name: 'ZZ-01' }).click();
    await selector.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => sentence.innerText()).toContain('总装一线 每小时 缺陷数 ≥ 5 件 时 发出 警告');
    await esw.getByLabel('通知人').click();
    await option(page, '张伟（总经办）').click();
    await esw.getByLabel('通知人').press('Escape');
    await esw.getByRole('button', { name: save }).click();
    await esw.waitFor({ state: 'hidden' });
    expect(eswRules).toEqual([
      {
        name: '总装一线缺陷数预警',
        metric: 'DEFECT_QTY',
        period: 'HOUR',
        operator: 'GE',
        threshold: 5,
        level: 'WARN',
        silenceMinutes: 60,
        lineIds: ['1716352000000001001'],
        notifyUserIds: ['1716352000000000201'],
        notifyWays: ['MSG'],
        remark: null,
      },
    ]);

    // ESW 预警: an open warning confirmed, an acknowledged one closed with its result (required).
    const acks = requestBodies(page, '/mes/mfgEswWarn/ack');
    const closes = requestBodies(page, '/mes/mfgEswWarn/close');
    await page.goto(url('/manufacture/eswWarn'));
    await clickRowAction(page, rowOf(page, 'YJ-20261126-0002'), '确认');
    const ack = page.getByRole('dialog', { name: /确认预警：YJ-20261126-0002/ });
    await ack.getByLabel('确认说明').fill('已安排班组长排查焊接工位');
    await ack.getByRole('button', { name: save }).click();
    await ack.waitFor({ state: 'hidden' });
    expect(acks).toEqual([{ id: '1716352000076004002', remark: '已安排班组长排查焊接工位' }]);

    await clickRowAction(page, rowOf(page, 'YJ-20261126-0001'), '关闭');
    const close = page.getByRole('dialog', { name: /关闭预警：YJ-20261126-0001/ });
    await close.getByRole('button', { name: save }).click();
    await close.getByText('请输入处理结果').waitFor();
    await close.getByLabel('处理结果').fill('拧紧机更换扭矩传感器后恢复生产');
    await close.getByRole('button', { name: save }).click();
    await close.waitFor({ state: 'hidden' });
    expect(closes).toEqual([{ id: '1716352000076004003', result: '拧紧机更换扭矩传感器后恢复生产' }]);
    expect(await rowOf(page, 'YJ-20261126-0003').getByRole('button', { name: '关闭', exact: true }).count()).toBe(0);
  });
});
