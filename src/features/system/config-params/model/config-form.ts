import * as z from 'zod/mini';
import { sysConfigAddBodyFacts } from '@/shared/api';
import { requiredPattern, requiredText } from '@/shared/lib/form-rules';
import { defineForm } from '@/shared/ui/record-form';
import { typedValueProblem } from '@/shared/ui/typed-value';
import { CATEGORY_OPTIONS, TYPE_OPTIONS, type SysConfig } from './config-list';

/** 系统参数 add/edit form on the contract's SysConfigForm; the value is read by its type. */
export const configForm = defineForm(sysConfigAddBodyFacts, {
  name: { label: '参数名称' },
  code: {
    label: '参数编码',
    placeholder: '大写字母开头，大写字母、数字和下划线，如 SYS_DEFAULT_PASSWORD',
    rule: requiredPattern('参数编码', 64, /^[A-Z][A-Z0-9_]*$/, '参数编码须以大写字母开头，只含大写字母、数字和下划线'),
  },
  valueType: { label: '值类型', options: TYPE_OPTIONS },
  category: { label: '所属分类', options: CATEGORY_OPTIONS },
  value: { label: '参数值', kind: 'custom', wide: true, rule: requiredText('参数值', 2000) },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type ConfigFormValues = typeof configForm.empty;
export type ConfigFormBody = z.output<typeof configForm.schema>;

/** The contract's rules, then the value read by its type (a number, true/false, JSON). */
export const configSchema = configForm.schema.check(
  z.superRefine((body, ctx) => {
    const problem = typedValueProblem(body.valueType, body.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: body.value, path: ['value'] });
  }),
);

export const emptyConfig: ConfigFormValues = { ...configForm.empty, valueType: 'string', category: 'BIZ' };

export function configFormValues(row: SysConfig): ConfigFormValues {
  return {
    name: row.name,
    code: row.code,
    valueType: row.valueType,
    category: row.category,
    value: row.value,
    remark: row.remark ?? '',
  };
}
