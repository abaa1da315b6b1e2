import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { clickRowAction } from './support/rows';
import { requestBodies } from './support/requests';
import { signIn } from './support/session';

const browser = setupBrowser();

const rowOf = (page: Page, cell: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: cell, exact: true }) });
const rowWith = (scope: Locator, text: string) => scope.getByRole('row').filter({ hasText: text });
const drawer = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** Drags a step by its handle onto another row (dnd-kit's pointer sensor needs a few moves past 4 px). */
async function dragOnto(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('handle or target not drawn');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2 + 4, { steps: 8 });
  await page.mouse.up();
}

describe('生产建模 (issue 17): 工序, 工艺路线, BOM', () => {
  it('opens 工序; builds a routing by adding a process and reordering (buttons and drag) and sends the ordered steps; adds a BOM line through the material selector, checks where-used, saves, and 发布 a version after confirming', async () => {
    const { page, url } = browser;
    await signIn(page);
    const stepSaves = requestBodies(page, '/mes/mfgRouting/saveSteps');
    const lineSaves = requestBodies(page, '/mes/mfgBom/saveLines');
    const releases = requestBodies(page, '/mes/mfgBom/release');

    // 工序: the seven processes, one in detail.
    await page.goto(url('/manufacture/process'));
    await rowOf(page, 'GX-050').waitFor();
    await clickRowAction(page, rowOf(page, 'GX-050'), '详情');
    const processDetail = drawer(page, '工序详情');
    await processDetail.getByText('是（巡检）').waitFor();
    await processDetail.getByText('按件扫码').waitFor();
    await page.keyboard.press('Escape');
    await processDetail.waitFor({ state: 'hidden' });

    // 工艺路线: the draft V1.1 in its editor.
    await page.goto(url('/manufacture/routing'));
    await rowOf(page, 'V1.1').waitFor();
    await clickRowAction(page, rowOf(page, 'V1.1'), '详情');
    const editor = drawer(page, '工艺路线：RT-SD750-A');
    await rowWith(editor, 'GX-060 老化测试').waitFor();
    await editor.getByText('共 6 道工序，总标准工时 261.75 分钟/件').waitFor();

    await editor.getByRole('button', { name: '添加工序' }).click();
    const selector = page.getByRole('dialog', { name: '选择工序' });
    await rowWith(selector, 'GX-070').click();
    await selector.getByRole('button', { name: /确\s*定/ }).click();
    await selector.waitFor({ state: 'hidden' });
    await editor.getByText('共 7 道工序，总标准工时 265.75 分钟/件').waitFor();

    // 上移 by the keyboard-operable button: 终检包装 goes before 老化测试.
    await editor.getByRole('button', { name: '上移：序号 70 终检包装' }).click();
    await editor.getByRole('button', { name: '上移：序号 60 终检包装' }).waitFor();
    // Drag 来料检验 below SMT 贴片.
    await dragOnto(
      page,
      editor.getByRole('button', { name: '拖动排序：序号 10 来料检验' }),
      rowWith(editor, 'GX-020 SMT 贴片'),
    );
    await editor.getByRole('button', { name: '拖动排序：序号 20 来料检验' }).waitFor();

    await editor.getByRole('button', { name: /保\s*存/ }).click();
    await editor.waitFor({ state: 'hidden' });
    expect(stepSaves).toHaveLength(1);
    const sent = stepSaves[0] as { id: string; steps: { processId: string; seq: number }[] };
    expect(sent.id).toBe('1716352000071000104');
    expect(sent.steps.map((s) => [s.seq, s.processId.slice(-3)])).toEqual([
      [10, '002'],
      [20, '001'],
      [30, '003'],
      [40, '004'],
      [50, '005'],
      [60, '007'],
      [70, '006'],
    ]);
    expect(sent.steps[5]).toEqual({
      processId: '1716352000071000007',
      seq: 60,
      lineId: '1716352000000001002',
      stdTime: 4,
      timeUnit: 'MIN',
      keyStep: false,
      checkpoint: true,
      linkType: 'FS',
    });

    // BOM: the draft V1.1's tree, a line added under 散热器机加件 through the material selector.
    await page.goto(url('/manufacture/bom'));
    await rowOf(page, 'V1.1').waitFor();
    await clickRowAction(page, rowOf(page, 'V1.1'), '详情');
    const tree = drawer(page, 'BOM：FG-SD-750 伺服驱动器 V1.1');
    await rowWith(tree, 'EL-IC-F407').waitFor();
    await tree.getByRole('button', { name: '添加子件：SM-HS-750' }).click();
    const materials = page.getByRole('dialog', { name: '选择物料：添加到 SM-HS-750 散热器机加件' });
    await rowWith(materials, 'RM-ST-0002').click();
    await materials.getByRole('button', { name: /确\s*定/ }).click();
    const quantities = page.getByRole('dialog', { name: '添加子件到：SM-HS-750 散热器机加件' });
    await quantities.getByLabel('RM-ST-0002 用量').fill('2.1234');
    await quantities.getByRole('button', { name: '加入 BOM' }).click();
    await quantities.getByText('单位“千克”的用量最多 3 位小数').waitFor();
    await quantities.getByLabel('RM-ST-0002 用量').fill('2.125');
    await quantities.getByRole('button', { name: '加入 BOM' }).click();
    await quantities.waitFor({ state: 'hidden' });
    const added = rowWith(tree, 'RM-ST-0002');
    await added.getByRole('cell', { name: '2.125', exact: true }).waitFor();

    await tree.getByRole('button', { name: '反查：EL-IGBT-75A' }).click();
    const used = drawer(page, '反查：EL-IGBT-75A IGBT 模块');
    await rowWith(used, 'V0.9').waitFor();
    await used.getByRole('button', { name: 'Close' }).or(used.locator('.ant-drawer-close')).first().click();
    await used.waitFor({ state: 'hidden' });

    await tree.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => lineSaves.length).toBe(1);
    const body = lineSaves[0] as { id: string; lines: { lineKey: string; parentKey: string | null }[] };
    expect(body.id).toBe('1716352000071000202');
    expect(body.lines).toHaveLength(11);
    expect(body.lines.find((l) => l.lineKey === 'new-1')).toEqual({
      lineKey: 'new-1',
      parentKey: '1716352000071000312',
      materialId: '1716352000000400402',
      quantity: 2.125,
      lossRate: 0,
      keyPart: false,
      processId: null,
      positions: null,
    });
    await tree.locator('.ant-drawer-close').first().click();
    await tree.waitFor({ state: 'hidden' });

    // 发布 the draft, asked first.
    await clickRowAction(page, rowOf(page, 'V1.1'), '发布');
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '确认发布吗？' });
    await confirm.waitFor();
    expect(releases).toHaveLength(0);
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => releases.length).toBe(1);
    expect(releases).toEqual([{ id: '1716352000071000202' }]);
  });
});
