import { describe, expect, it } from 'vitest';
import { corpChangeEmpty, corpChangeSchema, type CorpChangeFormValues } from './change-form';

const valid: CorpChangeFormValues = {
  corpId: '1716352000000700002',
  items: [
    { field: 'address', after: ' 江苏省常州市新北区薛家镇顺园路 21 号 3 号厂房 ' },
    { field: 'contactPhone', after: '13915086328' },
  ],
  reason: ' 工厂扩建 ',
  files: [{ uid: 'u1', name: '营业执照.jpg', fileId: '1716352000000900013' }],
};

const messages = (values: unknown) => {
  const result = corpChangeSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('corpChangeSchema', () => {
  it('gives exactly the add body: trimmed values, the attachments as file ids', () => {
    expect(corpChangeSchema.parse(valid)).toEqual({
      corpId: '1716352000000700002',
      items: [
        { field: 'address', after: '江苏省常州市新北区薛家镇顺园路 21 号 3 号厂房' },
        { field: 'contactPhone', after: '13915086328' },
      ],
      reason: '工厂扩建',
      fileIds: ['1716352000000900013'],
    });
  });

  it('asks for the enterprise, each row and the reason of an empty form', () => {
    expect(messages(corpChangeEmpty)).toEqual([
      ['corpId', '请选择企业'],
      ['items.0.field', '请选择变更项'],
      ['items.0.after', '请输入变更后的值'],
      ['reason', '请输入变更原因'],
    ]);
    expect(messages({ ...valid, items: [] })).toEqual([['items', '请至少填写一项变更内容']]);
  });

  it("checks each new value against its field's limit and format, and a field chosen twice", () => {
    expect(
      messages({
        ...valid,
        items: [
          { field: 'contactPhone', after: '0512-6288' },
          { field: 'legalPerson', after: '张'.repeat(33) },
          { field: 'email', after: 'it@hengtuo' },
          { field: 'contactPhone', after: '13915086328' },
        ],
      }),
    ).toEqual([
      ['items.0.after', '联系人手机号格式不正确'],
      ['items.1.after', '法定代表人不能超过 32 个字符'],
      ['items.2.after', '联系邮箱格式不正确'],
      ['items.3.field', '变更项“联系人手机号”重复'],
    ]);
  });

  it('limits the rows and the attachments', () => {
    const rows = Array.from({ length: 10 }, () => ({ field: 'corpAlias', after: '恒拓' }));
    expect(messages({ ...valid, items: rows })[0]).toEqual(['items', '最多 9 项变更内容']);
    const files = Array.from({ length: 6 }, (_, i) => ({ uid: `u${i}`, name: `f${i}.pdf`, fileId: `${i + 1}` }));
    expect(messages({ ...valid, files })).toEqual([['files', '最多上传 5 个附件']]);
  });
});
