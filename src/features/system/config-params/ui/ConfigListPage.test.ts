import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { ConfigListPage } from './ConfigListPage';

const { schema: configSchema, empty: emptyConfig } = declaredForm(ConfigListPage);

const valid = {
  ...emptyConfig,
  name: '质检报告保留年限',
  code: 'QC_REPORT_KEEP_YEARS',
  valueType: 'number',
  value: '5',
};

function messages(values: object) {
  const result = configSchema.safeParse({ ...valid, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('系统参数 form rules', () => {
  it('asks for name, code and value in Chinese', () => {
    expect(messages(emptyConfig)).toEqual({ name: '请输入参数名称', code: '请输入参数编码', value: '请输入参数值' });
  });

  it('refuses a lower-case code and a value that does not fit its type', () => {
    expect(messages({ code: 'qc_report_keep_years' })).toEqual({
      code: '参数编码须以大写字母开头，只含大写字母、数字和下划线',
    });
    expect(messages({ value: '五年' })).toEqual({ value: '数字类型的值须为数字，如 90、-1 或 0.5' });
    expect(messages({ valueType: 'boolean', value: '是' })).toEqual({ value: '布尔类型的值只能是 true 或 false' });
  });

  it('gives exactly the contract body', () => {
    expect(configSchema.parse(valid)).toEqual({
      name: '质检报告保留年限',
      code: 'QC_REPORT_KEEP_YEARS',
      valueType: 'number',
      category: 'BIZ',
      value: '5',
      remark: null,
    });
  });
});
