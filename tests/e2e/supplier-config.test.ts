import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { requestBodies } from './support/requests';
import { signIn, toasts } from './support/session';

const browser = setupBrowser();

describe('供应商配置', () => {
  it('picks an enabled supplier, refuses an out-of-range value in Chinese, then saves the whole form', async () => {
    const { page, url } = browser;
    await signIn(page);
    const suppliers = requestBodies(page, '/scm/mdSupplier/page');
    const saves = requestBodies(page, '/scm/mdSupplierConfig/save');
    await page.goto(url('/master/supplierConfig'));
    await page.getByText('请先选择供应商').waitFor();
    await expect.poll(() => suppliers[0]).toMatchObject({ pageNo: 1, status: '0' });

    await page.getByLabel('供应商：').click();
    await page.getByTitle('SUP-0047 深圳市中电港电子有限公司').click();
    await page.getByText('最后保存：tianyu，2026-07-03 14:20:06').waitFor();

    const days = page.getByLabel('允许提前交货天数');
    await days.fill('31');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('允许提前交货天数不能大于 30').waitFor();
    expect(saves).toHaveLength(0);

    await days.fill('5');
    await page.getByLabel('全检').check();
    await page.getByRole('button', { name: /保\s*存/ }).click();
    // Prism answered 200: the body passed the contract's request validation.
    await expect
      .poll(() => saves)
      .toEqual([
        {
          supplierId: '1716352000000460003',
          asnRequired: true,
          deliveryTolerancePct: 3,
          earlyDeliveryDays: 5,
          qualityCheckMode: 'FULL',
          labelRequired: true,
          reconciliationDay: 25,
          portalEnabled: true,
        },
      ]);
    await expect.poll(() => toasts(page)).toContain('保存成功');
  });
});
