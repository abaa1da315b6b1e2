import { describe, expect, it } from 'vitest';
import { newTemplateField, templateFieldRows, templateFieldsRules } from './template-fields';

const row = (over: Record<string, unknown> = {}) => ({
  columnTitle: '物料编码',
  fieldKey: 'code',
  fieldType: 'STRING',
  required: true,
  sample: '',
  sort: 10,
  ...over,
});

function issues(fields: unknown[]) {
  const result = templateFieldsRules.safeParse(fields);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: ['fields', ...issue.path].join('.'), message: issue.message }));
}

describe('Excel template columns rules', () => {
  it('refuses a column title or a field key used twice, on the later row', () => {
    expect(issues([row(), row({ fieldKey: 'materialCode' }), row({ columnTitle: '编码' })])).toEqual([
      { path: 'fields.1.columnTitle', message: '列标题“物料编码”重复' },
      { path: 'fields.2.fieldKey', message: '字段键“code”重复' },
    ]);
  });

  it('says what is wrong with a key, a type or a sort in Chinese', () => {
    expect(issues([row({ fieldKey: '1code', fieldType: 'MONEY', sort: 1.5 })])).toEqual([
      { path: 'fields.0.fieldKey', message: '字段键须以字母开头，只能包含字母、数字和“_”' },
      { path: 'fields.0.fieldType', message: '请选择类型' },
      { path: 'fields.0.sort', message: '排序必须是整数' },
    ]);
  });

  it('sends trimmed rows with an empty sample as null, and starts from the saved columns in order', () => {
    expect(templateFieldsRules.parse([row({ columnTitle: ' 物料编码 ', sample: ' ' })])).toEqual([
      { columnTitle: '物料编码', fieldKey: 'code', fieldType: 'STRING', required: true, sample: null, sort: 10 },
    ]);
    const saved = templateFieldRows([
      { id: '2', columnTitle: '名称', fieldKey: 'name', fieldType: 'STRING', required: true, sample: null, sort: 20 },
      { id: '1', columnTitle: '编码', fieldKey: 'code', fieldType: 'STRING', required: true, sample: 'RM-1', sort: 10 },
    ]);
    expect(saved.map((field) => field.fieldKey)).toEqual(['code', 'name']);
    expect(newTemplateField(saved)).toEqual({
      columnTitle: '',
      fieldKey: '',
      fieldType: 'STRING',
      required: false,
      sample: '',
      sort: 30,
    });
  });
});
