import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { CustomerListPage } from './CustomerListPage';
import { SupplierListPage } from './SupplierListPage';

const supplierForm = declaredForm(SupplierListPage);
const customerForm = declaredForm(CustomerListPage);
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

/** A supplier typed in full. */
const supplier = {
  ...supplierForm.empty,
  code: 'SUP-0121',
  name: '宁波中大力德智能传动股份有限公司',
  category: 'RAW',
  grade: 'B',
  uscc: '91330282MA2CLX3H7E',
  contactName: '岑立军',
  contactPhone: '13857432261',
  settlementMode: 'MONTHLY_60',
};

/** A customer's values as the edit dialog starts from them. */
const customer = {
  ...customerForm.empty,
  code: 'KH-0003',
  name: '宁波华腾包装机械有限公司',
  shortName: '华腾包装',
  customerType: 'OEM',
  uscc: '91330206MA2GQ4PL1U',
  taxNo: '91330206MA2GQ4PL1U',
  contactName: '孙建国',
  contactPhone: '13606685291',
  settlementMode: 'MONTHLY_60',
  creditLimit: 800000,
  salesmanName: '韩梅',
};

describe('the partner forms', () => {
  it('say in Chinese what is wrong with the credit code and the phone', () => {
    expect(
      issues(supplierForm.schema.safeParse({ ...supplier, uscc: '91330282MA2CLX3H7I', contactPhone: '0574-123' })),
    ).toEqual([
      'uscc: 统一社会信用代码为 18 位，不含 I、O、Z、S、V',
      'contactPhone: 联系电话应为手机号、座机（区号-号码）或国际号码（+国家码号码）',
    ]);
  });

  it('ask for the supplier credit code, which is required, and name the other missing fields', () => {
    expect(issues(supplierForm.schema.safeParse(supplierForm.empty))).toEqual(
      expect.arrayContaining([
        'uscc: 请输入统一社会信用代码',
        'code: 请输入供应商编码',
        'category: 请选择供应商类别',
        'settlementMode: 请选择结算方式',
      ]),
    );
  });

  it('give the supplier body: trimmed texts, the choices, 人民币 by default and empty optional fields as null', () => {
    expect(
      supplierForm.schema.parse({ ...supplier, shortName: ' 中大力德 ', bankAccount: '61010122000789456' }),
    ).toEqual({
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
    });
  });

  it('send a cleared credit limit as null (not controlled)', () => {
    expect(customerForm.schema.parse({ ...customer, creditLimit: null })).toMatchObject({
      code: 'KH-0003',
      customerType: 'OEM',
      creditLimit: null,
      email: null,
      salesmanName: '韩梅',
    });
  });

  it('leave the credit code of an overseas customer empty', () => {
    expect(issues(customerForm.schema.safeParse({ ...customer, customerType: 'EXPORT' }))).toEqual([
      'uscc: 海外客户不填统一社会信用代码',
    ]);
    expect(customerForm.schema.parse({ ...customer, customerType: 'EXPORT', uscc: '' })).toMatchObject({
      customerType: 'EXPORT',
      uscc: null,
    });
  });
});
