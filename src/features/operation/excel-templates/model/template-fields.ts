import * as z from 'zod/mini';
import type { OpExcelTemplateFieldListData, OpExcelTemplateSaveFieldsVariables } from '@/shared/api';
import { exactBody, optionalText, requiredNumber, requiredText } from '@/shared/lib/form-rules';

type FieldBody = OpExcelTemplateSaveFieldsVariables['body']['fields'][number];
export type TemplateField = OpExcelTemplateFieldListData[number];
export type FieldType = FieldBody['fieldType'];

export const FIELD_TYPES: ReadonlyArray<{ value: FieldType; label: string }> = [
  { value: 'STRING', label: '文本' },
  { value: 'INTEGER', label: '整数' },
  { value: 'DECIMAL', label: '小数' },
  { value: 'DATE', label: '日期' },
  { value: 'BOOLEAN', label: '是/否' },
];

const FIELD_KEY = /^[A-Za-z][A-Za-z0-9_]*$/;

const fieldSchema = exactBody<FieldBody>()(
  z.object({
    columnTitle: requiredText('列标题', 64),
    fieldKey: z.string().check(
      z.trim(),
      z.minLength(1, '请输入字段键'),
      z.maxLength(64, '字段键不能超过 64 个字符'),
      z.refine((value) => value === '' || FIELD_KEY.test(value), '字段键须以字母开头，只能包含字母、数字和“_”'),
    ),
    fieldType: z.enum(['STRING', 'INTEGER', 'DECIMAL', 'DATE', 'BOOLEAN'], '请选择类型'),
    required: z.boolean(),
    sample: optionalText('示例值', 128),
    sort: requiredNumber('排序', { min: 0, max: 9999, integer: true }),
  }),
);

/** One value may appear once among the rows: the later duplicate gets the message. */
function unique(field: 'columnTitle' | 'fieldKey', noun: string) {
  return z.superRefine<Array<z.output<typeof fieldSchema>>>((rows, context) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const value = row[field];
      if (value && seen.has(value))
        context.addIssue({ code: 'custom', message: `${noun}“${value}”重复`, path: [index, field], input: value });
      seen.add(value);
    });
  });
}

/** A template's columns, saved whole: titles are the sheet's header, keys what the import maps them to. */
export const templateFieldsRules = z
  .array(fieldSchema)
  .check(z.maxLength(200, '一个模板最多 200 列'), unique('columnTitle', '列标题'), unique('fieldKey', '字段键'));

export type TemplateFieldValues = z.input<typeof fieldSchema>;

/** The editor's rows of the saved columns, in their order. */
export function templateFieldRows(fields: readonly TemplateField[]): TemplateFieldValues[] {
  return [...fields]
    .sort((a, b) => a.sort - b.sort)
    .map((field) => ({
      columnTitle: field.columnTitle,
      fieldKey: field.fieldKey,
      fieldType: field.fieldType,
      required: field.required,
      sample: field.sample ?? '',
      sort: field.sort,
    }));
}

export function newTemplateField(rows: readonly TemplateFieldValues[]): TemplateFieldValues {
  const last = rows.reduce((max, row) => (typeof row.sort === 'number' && row.sort > max ? row.sort : max), 0);
  return {
    columnTitle: '',
    fieldKey: '',
    fieldType: 'STRING',
    required: false,
    sample: '',
    sort: Math.min(last + 10, 9999),
  };
}
