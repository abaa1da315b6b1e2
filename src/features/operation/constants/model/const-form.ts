import * as z from 'zod/mini';
import { opConstAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import type { OpConst } from './const-list';
import { typedValueProblem, VALUE_TYPES } from '@/shared/ui/typed-value';

/** 常量 add/edit form on the contract's OpConstAddForm; the value is checked against its type. */
export const constForm = defineForm(opConstAddBodyFacts, {
  code: { label: '常量编码', placeholder: '大写字母、数字和下划线，如 PASSWORD_EXPIRE_DAYS' },
  name: { label: '常量名称' },
  valueType: {
    label: '值类型',
    options: VALUE_TYPES.map(({ title, value }) => ({ title, value })),
    rule: z.enum(['string', 'number', 'boolean', 'json'], '请选择值类型'),
  },
  groupName: { label: '分组', placeholder: '如 安全策略、文件存储' },
  value: { label: '常量值', kind: 'custom', wide: true },
  sysFlag: { label: '系统常量' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type ConstFormValues = typeof constForm.empty;
export type ConstFormBody = z.output<typeof constForm.schema>;

/** The contract's rules, then the value read by its type (a number, true/false, valid JSON). */
export const constSchema = constForm.schema.check(
  z.superRefine((body, ctx) => {
    const problem = typedValueProblem(body.valueType, body.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: body.value, path: ['value'] });
  }),
);

export const emptyConst: ConstFormValues = { ...constForm.empty, valueType: 'string', sysFlag: false };

export function constFormValues(row: OpConst): ConstFormValues {
  return {
    code: row.code,
    name: row.name,
    valueType: row.valueType,
    groupName: row.groupName ?? '',
    value: row.value,
    sysFlag: row.sysFlag,
    remark: row.remark ?? '',
  };
}
