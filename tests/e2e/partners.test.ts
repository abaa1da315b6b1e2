import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { requestBodies } from './support/requests';
import { signIn, toasts } from './support/session';

const browser = setupBrowser();
const API = '/scm';

async function openList(page: Page, url: (path: string) => string, path: string, apiPath: string, firstCode: string) {
  await signIn(page);
  const pages = requestBodies(page, `${API}${apiPath}`);
  await page.goto(url(path));
  await page.getByRole('cell', { name: firstCode, exact: true }).waitFor();
  return pages;
}

const rowOf = (page: Page, code: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });
const dropdownOption = (page: Page, title: string) =>
  page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true });

describe('the customer list', () => {
  it('loads the customers and sends the searched code', async () => {
    const { page, url } = browser;
    const pages = await openList(page, url, '/master/customer', '/mdCustomer/page', 'KH-0001');
    await expect.poll(() => pages[0]).toMatchObject({ pageNo: 1, pageSize: 10 });
    // Dictionary-fed columns: the type and the settlement terms show their names.
    expect(await rowOf(page, 'KH-0001').innerText()).toContain('整机厂');
    expect(await rowOf(page, 'KH-0001').innerText()).toContain('月结 60 天');

    const input = page.getByRole('textbox', { name: '客户编码' });
    await input.fill('KH-0003');
    await input.press('Enter');
    await expect.poll(() => pages.at(-1)).toMatchObject({ code: 'KH-0003', pageNo: 1 });
  });

  it('disables a customer after confirming and refetches the list', async () => {
    const { page, url } = browser;
    const pages = await openList(page, url, '/master/customer', '/mdCustomer/page', 'KH-0001');
    const disables = requestBodies(page, `${API}/mdCustomer/disable`);
    await rowOf(page, 'KH-0001').getByText('更多').hover();
    await page.getByRole('menuitem', { name: '停用' }).click();
    await page.getByText('确认停用吗？').waitFor();
    expect(disables).toHaveLength(0);
    const before = pages.length;
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => disables).toEqual([{ ids: ['1716352000000470001'] }]);
    await expect.poll(() => pages.length).toBeGreaterThan(before);
  });

  it('opens a customer detail: 基本信息 with the values and the audit stamp', async () => {
    const { page, url } = browser;
    await openList(page, url, '/master/customer', '/mdCustomer/page', 'KH-0001');
    const detail = page.waitForRequest((request) =>
      request.url().includes(`${API}/mdCustomer/detail?id=1716352000000470001`),
    );
    await rowOf(page, 'KH-0001').getByText('详情').click();
    await detail;
    const drawer = page.getByRole('dialog', { name: '客户详情' });
    await drawer.getByText('无锡宏达数控机床有限公司').waitFor();
    expect(await drawer.getByRole('tab', { name: '基本信息' }).getAttribute('aria-selected')).toBe('true');
    await drawer.getByText('qianlei@hongda-cnc.cn').waitFor();
    await drawer.getByText('创建人').waitFor();
  });
});

describe('a partner detail', () => {
  it("adds materials to a supplier's scope from its detail, offering only what the scope lacks", async () => {
    const { page, url } = browser;
    await openList(page, url, '/master/supplier', '/mdSupplier/page', 'SUP-0012');
    const picks = requestBodies(page, `${API}/mdMaterialMgmt/pageForSupplierScopeAdd`);
    const adds = requestBodies(page, `${API}/mdSupplierScope/add`);
    await rowOf(page, 'SUP-0012').getByText('详情').click();
    const drawer = page.getByRole('dialog', { name: '供应商详情' });
    await drawer.getByRole('tab', { name: '地址' }).click();
    await drawer.getByRole('button', { name: /新增地址/ }).waitFor();
    await drawer.getByRole('tab', { name: '供应商供货范围' }).click();
    await drawer.getByRole('button', { name: /添加物料/ }).click();
    const selector = page.getByRole('dialog', { name: /添加物料到/ });
    await selector.getByRole('cell', { name: 'RM-ST-0002' }).click();
    await selector.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => picks[0]).toMatchObject({ refId: '1716352000000460001' });
    await expect
      .poll(() => adds)
      .toEqual([{ supplierId: '1716352000000460001', materialIds: ['1716352000000450102'] }]);
    await expect.poll(() => toasts(page)).toContain('已添加 1 个物料');
  });
});

describe('the supplier list', () => {
  it('keeps what was typed when the phone is wrong, saves once it is fixed, and refetches the list', async () => {
    const { page, url } = browser;
    const pages = await openList(page, url, '/master/supplier', '/mdSupplier/page', 'SUP-0012');
    const adds = requestBodies(page, `${API}/mdSupplier/add`);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增供应商' });
    await dialog.getByLabel('供应商编码').fill('SUP-0121');
    await dialog.getByLabel('供应商全称').fill('宁波中大力德智能传动股份有限公司');
    await dialog.getByLabel('供应商类别').click();
    await dropdownOption(page, '原材料').click();
    await dialog.getByLabel('供应商等级').click();
    await dropdownOption(page, 'B 合格').click();
    await dialog.getByLabel('统一社会信用代码').fill('91330282MA2CLX3H7E');
    await dialog.getByLabel('联系人').fill('岑立军');
    await dialog.getByLabel('联系电话').fill('0574-123');
    await dialog.getByLabel('结算方式').click();
    await dropdownOption(page, '月结 60 天').click();
    await dialog.getByRole('button', { name: /保\s*存/ }).click();

    await dialog.getByText('联系电话应为手机号、座机（区号-号码）或国际号码（+国家码号码）').waitFor();
    expect(adds).toHaveLength(0);
    expect(await dialog.getByLabel('供应商全称').inputValue()).toBe('宁波中大力德智能传动股份有限公司');

    await dialog.getByLabel('联系电话').fill('13857432261');
    const before = pages.length;
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Prism answered 200: the body passed the contract's request validation.
    await expect
      .poll(() => adds)
      .toEqual([
        {
          code: 'SUP-0121',
          name: '宁波中大力德智能传动股份有限公司',
          shortName: null,
          category: 'RAW',
          grade: 'B',
          uscc: '91330282MA2CLX3H7E',
          taxNo: null,
          contactName: '岑立军',
          contactPhone: '13857432261',
          email: null,
          address: null,
          bankName: null,
          bankAccount: null,
          settlementMode: 'MONTHLY_60',
          currency: 'CNY',
          purchaserName: null,
          remark: null,
        },
      ]);
    await expect.poll(() => pages.length).toBeGreaterThan(before);
    await expect.poll(() => toasts(page)).toContain('保存成功');
  });
});
