import type { OpCodeGenFieldListData, OpCodeGenSaveFieldsVariables } from '@/shared/api';
import type { SearchOption } from '@/shared/lib/table-query';

export type CodeGenField = OpCodeGenFieldListData[number];
export type FieldSetting = OpCodeGenSaveFieldsVariables['body']['fields'][number];
type JavaType = CodeGenField['javaType'];
type TsType = CodeGenField['tsType'];

/** The TS type a Java type becomes in the generated front end (Long ids are strings: JS numbers lose their digits). */
export const TS_OF_JAVA: Record<JavaType, TsType> = {
  String: 'string',
  Integer: 'number',
  Long: 'string',
  BigDecimal: 'number',
  Boolean: 'boolean',
  LocalDate: 'string',
  LocalDateTime: 'string',
};

export const JAVA_TYPES = (Object.keys(TS_OF_JAVA) as JavaType[]).map((value) => ({ title: value, value }));

export const QUERY_TYPES = [
  { title: '不查询', value: 'none' },
  { title: '等于', value: 'eq' },
  { title: '模糊', value: 'like' },
  { title: '区间', value: 'between' },
  { title: '大于', value: 'gt' },
  { title: '小于', value: 'lt' },
] as const satisfies readonly SearchOption[];

const DICT_CODE = /^[a-z][a-z0-9_]*$/;
const ORDERED: readonly JavaType[] = ['Integer', 'Long', 'BigDecimal', 'LocalDate', 'LocalDateTime'];

/** What is wrong with each field's settings (by id), and with the whole list. */
export interface FieldProblems {
  byId: Record<string, string[]>;
  overall: string[];
}

/**
 * The checks before the field settings are saved, so the generated code compiles and the screen makes sense:
 * a required field must be on the form; the TS type follows the Java type; 模糊 only on text, 区间/大于/小于 only on
 * numbers and dates; a dictionary type must be a known code; at least one field in the list.
 */
export function fieldProblems(fields: readonly CodeGenField[], dictCodes?: ReadonlySet<string>): FieldProblems {
  const byId: Record<string, string[]> = {};
  for (const field of fields) {
    const problems: string[] = [];
    if (field.required && !field.showInForm) problems.push('必填字段须在表单中显示');
    if (field.tsType !== TS_OF_JAVA[field.javaType])
      problems.push(`Java 类型 ${field.javaType} 对应的 TS 类型是 ${TS_OF_JAVA[field.javaType]}`);
    if (field.queryType === 'like' && field.javaType !== 'String') problems.push('模糊查询只用于文本字段');
    if (
      (field.queryType === 'between' || field.queryType === 'gt' || field.queryType === 'lt') &&
      !ORDERED.includes(field.javaType)
    ) {
      problems.push('区间、大于、小于只用于数值和日期字段');
    }
    const dict = field.dictType;
    if (dict) {
      if (!DICT_CODE.test(dict)) problems.push('字典类型编码须以小写字母开头，只含小写字母、数字和下划线');
      else if (dictCodes && !dictCodes.has(dict)) problems.push(`字典类型“${dict}”不存在`);
    }
    if (problems.length > 0) byId[field.id] = problems;
  }
  const overall = fields.some((f) => f.showInList) ? [] : ['至少要有一个字段在列表中显示'];
  return { byId, overall };
}

/** The saved settings of a field: exactly the contract's FieldForm (the column itself comes from the database). */
export function settingOf(field: CodeGenField): FieldSetting {
  return {
    id: field.id,
    javaType: field.javaType,
    tsType: field.tsType,
    queryType: field.queryType,
    showInList: field.showInList,
    showInForm: field.showInForm,
    required: field.required,
    dictType: field.dictType ?? null,
  };
}
