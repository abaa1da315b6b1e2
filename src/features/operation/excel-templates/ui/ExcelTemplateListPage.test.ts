import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { ExcelTemplateListPage } from './ExcelTemplateListPage';

const form = declaredForm(ExcelTemplateListPage);
const messages = (values: object) =>
  form.schema.safeParse({ ...form.empty, ...values }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('Excel 模板 form rules', () => {
  it('says what is missing in Chinese', () => {
    expect(messages({})).toEqual(['code: 请输入模板编码', 'name: 请输入模板名称', 'bizType: 请选择业务类型']);
  });

  it('sends a template without a file (generated from the columns), or with its file removed, as null', () => {
    const customer = { ...form.empty, code: 'IMP-CUSTOMER', name: '客户导入模板', bizType: 'CUSTOMER' };
    expect(form.schema.parse(customer)).toEqual({
      code: 'IMP-CUSTOMER',
      name: '客户导入模板',
      bizType: 'CUSTOMER',
      fileId: null,
      remark: null,
    });
    expect(form.schema.parse({ ...customer, fileId: '1716352000000519001' }).fileId).toBe('1716352000000519001');
  });
});
