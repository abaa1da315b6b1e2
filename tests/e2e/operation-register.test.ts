import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { requestBodies } from './support/requests';
import { signIn, toasts } from './support/session';

const browser = setupBrowser();
const dropdownOption = (page: Page, title: string) =>
  page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true });
// The smallest PNG there is: the licence picture (the mock's upload host stores nothing).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const WRONG_USCC = '91440606MA4WFC2K7P';
const USCC = '91440606MA4WFC2K78';
// common.yaml IdOk: the id the mock gives every new record; sys/sysFileUpload.yaml: the stored file's id.
const NEW_ID = '1716352000000000099';
const FILE_ID = '1716352000000900001';

/** The query parameters of the page calls of one GET list. */
function pageQueries(page: Page, apiPath: string): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(`/api${apiPath}`)) queries.push(url.searchParams);
  });
  return queries;
}

describe('corporate registration (product.md §2.1, §7.4)', () => {
  it('registers from the login page: identify, a wrong check digit refused locally, the licence uploaded with progress, preview and submit; leaving drops the token', async () => {
    const { page, url } = browser;
    const identify = requestBodies(page, '/bos/opCorpReg/identify');
    const smsCodes = requestBodies(page, '/sys/getSmsCode');
    const usccChecks = requestBodies(page, '/bos/opCorpReg/checkUscc');
    const nameChecks = requestBodies(page, '/bos/opCorpReg/checkName');
    const policies = requestBodies(page, '/bos/opCorpReg/getUploadPolicy');
    const adds = requestBodies(page, '/bos/opCorpReg/add');
    const edits = requestBodies(page, '/bos/opCorpReg/edit');
    const previews = requestBodies(page, '/bos/opCorpReg/preview');
    const submits = requestBodies(page, '/bos/opCorpReg/submit');

    // Without a token the area sends to the login page.
    await page.goto(url('/register'));
    await page.waitForURL(/\/login$/);
    await page.getByRole('button', { name: '企业注册' }).click();
    const identifyForm = page.getByRole('form', { name: '企业注册身份验证' });
    await identifyForm.getByLabel('申请人姓名').fill('梁晓敏');
    await identifyForm.getByLabel('手机号').fill('13925036618');
    await identifyForm.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => smsCodes[0]).toEqual({ phone: '13925036618' });
    await identifyForm.getByLabel('验证码').fill('482913');
    // Entering the area reloads the dictionary tree (product.md §2.1).
    const dictionaryLoads = requestBodies(page, '/bos/opDictType/tree');
    await identifyForm.getByRole('button', { name: '验证并进入注册' }).click();
    await page.waitForURL(/\/register$/);
    expect(identify).toEqual([{ contactName: '梁晓敏', phone: '13925036618', smsCode: '482913' }]);
    await expect.poll(() => dictionaryLoads.length).toBe(1);
    await page.getByRole('heading', { level: 1, name: '企业注册' }).waitFor();
    await page.getByRole('cell', { name: '宁波海曙鑫达模具有限公司' }).waitFor();

    await page.getByRole('button', { name: '新建注册' }).click();
    await page.waitForURL(/\/register\/create$/);
    const form = page.getByRole('form', { name: '企业注册信息' });
    await form.getByLabel('企业名称').fill('佛山市顺德区美达电器有限公司');
    await form.getByLabel('统一社会信用代码').fill(WRONG_USCC.toLowerCase());
    await form.getByText('统一社会信用代码校验位不正确，请核对营业执照').waitFor();
    // Typed in lower case, kept upper case; the name typed before is still there; the server was not asked.
    expect(await form.getByLabel('统一社会信用代码').inputValue()).toBe(WRONG_USCC);
    expect(await form.getByLabel('企业名称').inputValue()).toBe('佛山市顺德区美达电器有限公司');
    await expect.poll(() => nameChecks[0]).toEqual({ corpName: '佛山市顺德区美达电器有限公司' });
    expect(usccChecks).toEqual([]);

    await form.getByLabel('统一社会信用代码').fill(USCC);
    await expect.poll(() => usccChecks).toEqual([{ uscc: USCC }]);
    await expect.poll(() => form.getByText('统一社会信用代码校验位不正确，请核对营业执照').count()).toBe(0);
    await form.getByLabel('法定代表人').fill('梁志强');
    await form.getByLabel('企业规模').click();
    await dropdownOption(page, '中型').click();
    await form.getByLabel('省').fill('广东省');
    await form.getByLabel('市', { exact: true }).fill('佛山市');
    await form.getByLabel('区/县').fill('顺德区');
    await form.getByLabel('详细地址').fill('广东省佛山市顺德区北滘镇工业园兴业路 18 号');
    await form.getByLabel('联系人', { exact: true }).fill('梁晓敏');
    await form.getByLabel('联系人手机号').fill('13925036618');

    // The upload host answers late: the licence shows its progress bar meanwhile.
    await page.route('**/api/sys/sysFile/upload', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await form.locator('input[type=file]').setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: PNG });
    await form.locator('.ant-upload-list-item .ant-progress').waitFor();
    await expect.poll(() => policies[0]).toEqual({ filename: '营业执照.png', fileSize: PNG.length });
    await form
      .locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)')
      .first()
      .waitFor();
    await expect.poll(() => form.locator('.ant-upload-list-item .ant-progress').count()).toBe(0);

    // 预览 saves the draft first, then shows the application form in the PDF viewer.
    await form.getByRole('button', { name: /^预\s?览$/ }).click();
    await expect
      .poll(() => adds[0])
      .toEqual({
        corpName: '佛山市顺德区美达电器有限公司',
        corpAlias: null,
        uscc: USCC,
        legalPerson: '梁志强',
        regCapital: null,
        establishDate: null,
        scale: 'MEDIUM',
        industry: null,
        province: '广东省',
        city: '佛山市',
        district: '顺德区',
        address: '广东省佛山市顺德区北滘镇工业园兴业路 18 号',
        contactName: '梁晓敏',
        contactPhone: '13925036618',
        email: null,
        businessScope: null,
        licenceFileId: FILE_ID,
      });
    await expect.poll(() => previews[0]).toEqual({ id: NEW_ID });
    const viewer = page.getByRole('dialog', { name: '企业注册申请表' });
    await viewer.locator('iframe[title="企业注册申请表"]').waitFor();
    await viewer.getByRole('button', { name: /^关\s闭$/ }).click();
    await viewer.waitFor({ state: 'hidden' });

    // 提交 saves the same record again (edit, by its id), then submits it.
    await form.getByRole('button', { name: '提交审核' }).click();
    await expect.poll(() => submits[0]).toEqual({ id: NEW_ID });
    expect(adds).toHaveLength(1);
    expect(edits[0]).toMatchObject({ id: NEW_ID, uscc: USCC, licenceFileId: FILE_ID });
    await expect.poll(() => toasts(page)).toContain('已提交，请等待平台审核');
    await page.waitForURL(/\/register$/);

    // Moving between the area's screens is not entering it again.
    expect(dictionaryLoads).toHaveLength(1);
    // Leaving the area by its back arrow drops the registration token.
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();
  });

  it('audits a waiting registration: the flow diagram shown, a reject without a reason refused, the approval through the workflow dialog; 注册查询 shows the detail', async () => {
    const { page, url } = browser;
    await signIn(page, 'superAdmin');
    const audits = requestBodies(page, '/bos/opCorpReg/audit');
    const auditPages = pageQueries(page, '/bos/opCorpReg/page');
    await page.goto(url('/operation/corpReg/audit'));
    const row = page.getByRole('row', { name: /宁波海曙鑫达模具有限公司/ });
    await row.waitFor();
    expect(auditPages[0]?.get('status')).toBe('1');
    await row.getByRole('button', { name: '审核' }).click();

    const drawer = page.getByRole('dialog', { name: /审核企业注册/ });
    const flow = drawer.getByRole('list', { name: '审批流程' });
    await flow.getByText('平台运营审核').waitFor();
    await flow.getByText('开通企业').waitFor();

    await drawer.getByRole('button', { name: /驳\s*回/ }).click();
    await drawer.getByText('请填写驳回原因').waitFor();
    expect(audits).toEqual([]);

    await drawer.getByRole('button', { name: /通\s*过/ }).click();
    const dialog = page.getByRole('dialog', { name: '提交审批' });
    await dialog.getByText('采购部').waitFor();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect
      .poll(() => audits[0])
      .toEqual({
        id: '1716352000000700004',
        result: 'APPROVE',
        auditRemark: null,
        hasProc: true,
        bizType: 'OP_CORP_REG',
        dtDeptId: '48210573',
      });
    await expect.poll(() => toasts(page)).toContain('提交成功');

    await page.goto(url('/operation/corpReg/query'));
    const passed = page.getByRole('row', { name: /青岛海川橡塑制品有限公司/ });
    await passed.getByRole('button', { name: '详情' }).click();
    const detail = page.getByRole('dialog', { name: /注册详情/ });
    await detail.getByRole('img', { name: '营业执照-宁波海曙鑫达模具有限公司' }).waitFor();
  });
});
