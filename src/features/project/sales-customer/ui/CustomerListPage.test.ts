import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { CustomerListPage } from './CustomerListPage';

const customerForm = declaredForm(CustomerListPage);

const valid = {
  ...customerForm.empty,
  name: '宁德时代新能源科技股份有限公司',
  industry: '新能源',
  region: '福建省宁德市',
  level: 'A',
  ownerUserId: '1716352000000000201',
  contactName: '黄立新',
  contactPhone: '0593-8901234',
};

describe('销售客户 form rules', () => {
  it('says in Chinese what is missing or malformed', () => {
    const missing = customerForm.schema.safeParse(customerForm.empty);
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'name',
      'industry',
      'region',
      'level',
      'ownerUserId',
      'contactName',
      'contactPhone',
    ]);
    const bad = customerForm.schema.safeParse({ ...valid, contactPhone: '0593-123', email: 'huanglx@' });
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual(['联系电话格式不正确', '邮箱格式不正确']);
  });

  it('gives exactly the contract body, empty optional fields as null', () => {
    expect(customerForm.schema.parse(valid)).toEqual({ ...valid, email: null, address: null, remark: null });
  });
});
