import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { requestBodies } from './support/requests';
import { signIn, toasts } from './support/session';

const browser = setupBrowser();
const FUNCTIONS = '/operation/platform/function';
const USER_DETAILS = '**/api/bos/v2/bosPlatformLogin/getLoginUserDetails';
// openapi/examples/bos: 制造执行's functions (idpFunctionList) and tree (idpFunctionTree); 生产建模 is a directory.
const MFG = '1716352000000100001';
const MODELING = '1716352000001000001';

async function openFunctions(page: Page, url: (path: string) => string) {
  await signIn(page, 'superAdmin');
  await page.goto(url(FUNCTIONS));
  await page.getByRole('region', { name: '功能树' }).getByText('生产建模', { exact: true }).waitFor();
  await page.getByRole('cell', { name: 'mfgLineExport', exact: true }).waitFor();
}

describe('平台功能', () => {
  it('adds a function with an icon from the picker (unknown component warned about), refuses a cycle; the side menu then shows the function', async () => {
    const { page, url } = browser;
    await openFunctions(page, url);
    const adds = requestBodies(page, '/bos/idpFunction/add');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增平台功能' });
    await dialog.getByLabel('上级功能').click();
    await page.locator('.ant-select-tree').getByTitle('生产建模', { exact: true }).click();
    await dialog.getByLabel('功能名称').fill('产线日历');
    await dialog.getByLabel('功能编码').fill('mfgCalendar');
    await dialog.getByLabel('路由地址').fill('/manufacture/calendar');
    await dialog.getByLabel('组件').fill('mes.mfgCalendar');
    await dialog.getByText('应用中没有组件“mes.mfgCalendar”', { exact: false }).waitFor();
    await dialog.getByLabel('图标').click();
    const picker = page.getByRole('tooltip').filter({ hasText: '选择图标' });
    await picker.getByRole('tab', { name: '网站通用图标' }).click();
    await picker.getByRole('button', { name: 'Calendar', exact: true }).click();
    await dialog.getByRole('button', { name: '图标：CalendarOutlined' }).waitFor();
    await dialog.getByLabel('权限标识').fill('mfgCalendar');
    await dialog.getByLabel('排序').fill('60');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    // A warning, not a refusal: the unknown key is saved as typed.
    expect(adds).toEqual([
      {
        productId: MFG,
        type: '2',
        pid: MODELING,
        name: '产线日历',
        code: 'mfgCalendar',
        path: '/manufacture/calendar',
        component: 'mes.mfgCalendar',
        redirect: null,
        link: null,
        icon: 'CalendarOutlined',
        permission: 'mfgCalendar',
        sort: 60,
        visible: true,
        keepAlive: false,
        remark: null,
      },
    ]);
    await expect.poll(() => toasts(page)).toContain('保存成功');

    // A parent below the function itself (a cycle) is refused in Chinese, and nothing is sent.
    const edits = requestBodies(page, '/bos/idpFunction/edit');
    await page
      .getByRole('row', { name: /mfgLine\b.*\/manufacture\/mfgLine/ })
      .first()
      .getByRole('button', { name: '编辑' })
      .click();
    const editing = page.getByRole('dialog', { name: '编辑平台功能：产线' });
    await editing.getByLabel('上级功能').click();
    await page.locator('.ant-select-tree').getByTitle('产线详情', { exact: true }).click();
    await editing.getByRole('button', { name: /保\s*存/ }).click();
    await editing.getByText('“产线详情”是本功能的下级，不能作为上级功能（菜单会形成循环）').waitFor();
    expect(edits).toHaveLength(0);
    await editing.getByRole('button', { name: /取\s*消/ }).click();

    // The next user details carry the new function (as the server would after the save): the menu shows it, with its icon.
    await page.route(USER_DETAILS, async (route) => {
      const answer = await route.fetch({ headers: { ...route.request().headers(), prefer: 'example=superAdmin' } });
      const json = (await answer.json()) as { data: { functionTree: Array<{ id: string; children?: unknown[] }> } };
      const modeling = json.data.functionTree.find((record) => record.id === MODELING);
      modeling?.children?.push({
        id: '1716352000001000301',
        pid: MODELING,
        name: 'mfgCalendar',
        path: '/manufacture/calendar',
        component: 'mes.mfgCalendar',
        redirect: null,
        hidden: false,
        target: null,
        link: null,
        type: '2',
        sort: 60,
        meta: {
          id: '1716352000001000301',
          pid: MODELING,
          title: '产线日历',
          icon: 'CalendarOutlined',
          permission: ['mfgCalendar'],
          hidden: false,
          show: true,
          hideHeader: false,
          hideChildren: false,
          link: null,
          keepAlive: false,
        },
      });
      await route.fulfill({ response: answer, json });
    });
    await page.goto(url('/manufacture/mfgLine'));
    const entry = page.getByRole('menuitem', { name: /产线日历/ });
    await entry.waitFor();
    expect(await entry.locator('.anticon-calendar').count()).toBe(1);
  });
});

describe('常量', () => {
  it('checks a value against its type before sending, then adds; a system constant offers no 删除', async () => {
    const { page, url } = browser;
    await signIn(page, 'superAdmin');
    await page.goto(url('/operation/platform/constant'));
    await page.getByRole('cell', { name: 'MFA_ENABLED', exact: true }).waitFor();
    expect(
      await page
        .getByRole('row', { name: /MFA_ENABLED/ })
        .getByRole('button', { name: '删除' })
        .count(),
    ).toBe(0);
    expect(
      await page
        .getByRole('row', { name: /SMS_DAILY_LIMIT/ })
        .getByRole('button', { name: '删除' })
        .count(),
    ).toBe(1);
    const adds = requestBodies(page, '/bos/opConst/add');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增常量' });
    await dialog.getByLabel('常量编码').fill('DEFAULT_SHIFT_CALENDAR');
    await dialog.getByLabel('常量名称').fill('默认班次日历');
    await dialog.getByLabel('值类型').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('JSON').click();
    await dialog.getByLabel('常量值').fill("{shift: '08:00-17:30'}");
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.getByText('JSON 格式不正确，请检查括号、引号和逗号（键名须用双引号）').waitFor();
    expect(adds).toHaveLength(0);
    await dialog.getByLabel('常量值').fill('{"shift":"08:00-17:30"}');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(adds).toEqual([
      {
        code: 'DEFAULT_SHIFT_CALENDAR',
        name: '默认班次日历',
        valueType: 'json',
        groupName: null,
        value: '{"shift":"08:00-17:30"}',
        sysFlag: false,
        remark: null,
      },
    ]);
  });
});

describe('菜单', () => {
  it('reorders and hides entries of a product’s menu, shows the side menu it gives, and saves only the changes', async () => {
    const { page, url } = browser;
    await signIn(page, 'superAdmin');
    await page.goto(url('/operation/platform/menu'));
    // openapi/examples/bos/opMenuTree.yaml: 平台运营's menu; 平台配置 holds 平台功能, 模块, 许可证, 字典管理, 菜单, 常量…
    const preview = page.getByRole('region', { name: '侧边菜单预览' });
    await preview.getByRole('menuitem', { name: '字典管理' }).waitFor();
    const saves = requestBodies(page, '/bos/opMenu/save');
    await page.getByRole('button', { name: '上移菜单', exact: true }).click();
    await page.getByRole('switch', { name: '在菜单中显示模块' }).click();
    await page.getByText('2 项改动未保存').or(page.getByText('3 项改动未保存')).waitFor();
    const shown = await preview.getByRole('menuitem').allTextContents();
    expect(shown).not.toContain('模块');
    expect(shown.indexOf('菜单')).toBeLessThan(shown.indexOf('字典管理'));
    expect(shown.indexOf('许可证')).toBeLessThan(shown.indexOf('菜单'));
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => toasts(page)).toContain('菜单已保存，用户重新登录或刷新后生效');
    expect(saves).toEqual([
      {
        productId: '1716352000000100008',
        items: [
          { id: '1716352000001000167', sort: 20, visible: false, icon: null },
          { id: '1716352000001000170', sort: 40, visible: true, icon: null },
          { id: '1716352000001000169', sort: 50, visible: true, icon: null },
        ],
      },
    ]);
  });
});
