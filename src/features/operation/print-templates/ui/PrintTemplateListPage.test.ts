import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { PrintTemplateListPage } from './PrintTemplateListPage';

const form = declaredForm(PrintTemplateListPage);
const messages = (values: object) =>
  form.schema.safeParse({ ...form.empty, ...values }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('打印模板 form rules', () => {
  it('says in Chinese what is missing or malformed', () => {
    expect(messages({ code: 'PT 01' })).toEqual([
      'code: 模板编码只能包含字母、数字、“-”和“_”',
      'name: 请输入模板名称',
      'bizType: 请选择业务类型',
      'content: 请输入模板内容',
    ]);
  });

  it('sends the whole body, A4 portrait by default', () => {
    expect(
      form.schema.parse({
        ...form.empty,
        code: 'PT-LBL-02',
        name: '物料标签（小）',
        bizType: 'MATERIAL_LABEL',
        content: '<p>批次：${batchNo}</p>',
      }),
    ).toEqual({
      code: 'PT-LBL-02',
      name: '物料标签（小）',
      bizType: 'MATERIAL_LABEL',
      paperSize: 'A4',
      orientation: 'PORTRAIT',
      content: '<p>批次：${batchNo}</p>',
      remark: null,
    });
  });
});
