import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_LOOKUPS, type Lookups } from '@/shared/lib/lookups';
import { closeFeedback, fail, ok, renderWithProviders, serve } from '@tests/support/fake-api';
import type { Customer } from '../model/partner-kind';
import { CustomerForm } from '../model/customer-form';
import { SupplierForm } from '../model/supplier-form';
import { formErrors } from '@tests/support/form-errors';

afterEach(async () => {
  cleanup();
  await closeFeedback();
  vi.unstubAllGlobals();
});

const SUPPLIER_ADD = '/scm/mdSupplier/add';
const CUSTOMER_EDIT = '/scm/mdCustomer/edit';

const dictionaries: Record<string, Array<{ title: string; value: string }>> = {
  supplier_category: [
    { title: '原材料', value: 'RAW' },
    { title: '外协加工', value: 'OUTSOURCE' },
  ],
  supplier_grade: [
    { title: 'A 优选', value: 'A' },
    { title: 'B 合格', value: 'B' },
  ],
  settlement_mode: [
    { title: '款到发货', value: 'PREPAY' },
    { title: '月结 60 天', value: 'MONTHLY_60' },
  ],
  currency: [
    { title: '人民币', value: 'CNY' },
    { title: '美元', value: 'USD' },
  ],
  customer_type: [
    { title: '整机厂', value: 'OEM' },
    { title: '海外客户', value: 'EXPORT' },
  ],
};
const lookups: Lookups = { ...NO_LOOKUPS, dictOptions: (code) => dictionaries[code] ?? [] };

const save = () => userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.click(await screen.findByTitle(option));
}

/** A supplier typed in full; `uscc` and `phone` can be made wrong. */
async function typeSupplier({ uscc = '91330282MA2CLX3H7E', phone = '13857432261' } = {}) {
  await userEvent.type(screen.getByLabelText('供应商编码'), 'SUP-0121');
  await userEvent.type(screen.getByLabelText('供应商全称'), '宁波中大力德智能传动股份有限公司');
  await choose('供应商类别', '原材料');
  await choose('供应商等级', 'B 合格');
  await userEvent.type(screen.getByLabelText('统一社会信用代码'), uscc);
  await userEvent.type(screen.getByLabelText('联系人'), '岑立军');
  await userEvent.type(screen.getByLabelText('联系电话'), phone);
  await choose('结算方式', '月结 60 天');
}

const customer: Customer = {
  id: '1716352000000470003',
  code: 'KH-0003',
  name: '宁波华腾包装机械有限公司',
  shortName: '华腾包装',
  customerType: 'OEM',
  uscc: '91330206MA2GQ4PL1U',
  taxNo: '91330206MA2GQ4PL1U',
  contactName: '孙建国',
  contactPhone: '13606685291',
  email: null,
  address: null,
  bankName: null,
  bankAccount: null,
  settlementMode: 'MONTHLY_60',
  currency: 'CNY',
  creditLimit: 800000,
  salesmanName: '韩梅',
  status: 0,
  remark: null,
};

// jsdom needs seconds for antd's modal, selects and form.
describe('the partner form', () => {
  it('says in Chinese what is wrong with the credit code and the phone, keeps what was typed and sends nothing', async () => {
    const calls = serve({ [SUPPLIER_ADD]: ok('1') });
    renderWithProviders(<SupplierForm onClose={vi.fn()} onSaved={vi.fn()} />, '/', lookups);
    await typeSupplier({ uscc: '91330282MA2CLX3H7I', phone: '0574-123' });
    await save();
    expect(await screen.findByText('统一社会信用代码为 18 位，不含 I、O、Z、S、V')).toBeTruthy();
    expect(screen.getByText('联系电话应为手机号、座机（区号-号码）或国际号码（+国家码号码）')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('统一社会信用代码').value).toBe('91330282MA2CLX3H7I');
    expect(screen.getByLabelText<HTMLInputElement>('供应商全称').value).toBe('宁波中大力德智能传动股份有限公司');
    expect(calls.filter((call) => call.path === SUPPLIER_ADD)).toHaveLength(0);
  });

  it('asks for the supplier credit code, which is required, and names the other missing fields', async () => {
    const calls = serve({ [SUPPLIER_ADD]: ok('1') });
    renderWithProviders(<SupplierForm onClose={vi.fn()} onSaved={vi.fn()} />, '/', lookups);
    await save();
    expect(await screen.findByText('请输入统一社会信用代码')).toBeTruthy();
    expect(formErrors()).toEqual(expect.arrayContaining(['请输入供应商编码', '请选择供应商类别', '请选择结算方式']));
    expect(calls).toHaveLength(0);
  });

  it('sends the supplier body: trimmed texts, the choices, 人民币 by default and empty optional fields as null', async () => {
    const calls = serve({ [SUPPLIER_ADD]: ok('1716352000000460121') });
    const onClose = vi.fn();
    renderWithProviders(<SupplierForm onClose={onClose} onSaved={vi.fn()} />, '/', lookups);
    await typeSupplier();
    await userEvent.type(screen.getByLabelText('简称'), ' 中大力德 ');
    await userEvent.type(screen.getByLabelText('银行账号'), '61010122000789456');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((call) => call.path === SUPPLIER_ADD).map((call) => call.body)).toEqual([
      {
        code: 'SUP-0121',
        name: '宁波中大力德智能传动股份有限公司',
        shortName: '中大力德',
        category: 'RAW',
        grade: 'B',
        uscc: '91330282MA2CLX3H7E',
        taxNo: null,
        contactName: '岑立军',
        contactPhone: '13857432261',
        email: null,
        address: null,
        bankName: null,
        bankAccount: '61010122000789456',
        settlementMode: 'MONTHLY_60',
        currency: 'CNY',
        purchaserName: null,
        remark: null,
      },
    ]);
  });

  it('edits a customer, shows the server failure on the form and keeps the form open with what was typed', async () => {
    const message = '统一社会信用代码“91320412MA1R5C7N2K”已被客户“恒立液压”使用';
    const calls = serve({ [CUSTOMER_EDIT]: fail(message) });
    const onClose = vi.fn();
    renderWithProviders(<CustomerForm record={customer} onClose={onClose} onSaved={vi.fn()} />, '/', lookups);
    const uscc = screen.getByLabelText<HTMLInputElement>('统一社会信用代码');
    await userEvent.clear(uscc);
    await userEvent.type(uscc, '91320412MA1R5C7N2K');
    await userEvent.clear(screen.getByLabelText('信用额度（元）'));
    await save();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('统一社会信用代码').value).toBe('91320412MA1R5C7N2K');
    // The id rides along; a cleared credit limit is sent as null (not controlled).
    expect(calls.filter((call) => call.path === CUSTOMER_EDIT).map((call) => call.body)).toEqual([
      expect.objectContaining({
        id: customer.id,
        code: 'KH-0003',
        uscc: '91320412MA1R5C7N2K',
        customerType: 'OEM',
        creditLimit: null,
        email: null,
        salesmanName: '韩梅',
      }),
    ]);
  });

  it('leaves the credit code of an overseas customer empty', async () => {
    const calls = serve({ [CUSTOMER_EDIT]: ok(null) });
    renderWithProviders(<CustomerForm record={customer} onClose={vi.fn()} onSaved={vi.fn()} />, '/', lookups);
    await choose('客户类型', '海外客户');
    await save();
    expect(await screen.findByText('海外客户不填统一社会信用代码')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
