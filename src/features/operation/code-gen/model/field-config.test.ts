import { describe, expect, it } from 'vitest';
import { fieldProblems, settingOf, type CodeGenField } from './field-config';

const field = (over: Partial<CodeGenField>): CodeGenField => ({
  id: '1',
  columnName: 'code',
  columnComment: '设备编码',
  dataType: 'varchar(32)',
  primaryKey: false,
  javaType: 'String',
  tsType: 'string',
  queryType: 'like',
  showInList: true,
  showInForm: true,
  required: true,
  dictType: null,
  sort: 1,
  ...over,
});

describe('fieldProblems', () => {
  it('passes a sound configuration', () => {
    expect(
      fieldProblems([field({}), field({ id: '2', javaType: 'LocalDate', queryType: 'between', required: false })]),
    ).toEqual({ byId: {}, overall: [] });
  });

  it('names each problem of a field in Chinese', () => {
    const { byId } = fieldProblems([
      field({ id: '1', required: true, showInForm: false }),
      field({ id: '2', javaType: 'BigDecimal', tsType: 'string', queryType: 'like' }),
      field({ id: '3', queryType: 'between' }),
    ]);
    expect(byId['1']).toEqual(['必填字段须在表单中显示']);
    expect(byId['2']).toEqual(['Java 类型 BigDecimal 对应的 TS 类型是 number', '模糊查询只用于文本字段']);
    expect(byId['3']).toEqual(['区间、大于、小于只用于数值和日期字段']);
  });

  it('checks the dictionary type: its code format, then that the dictionary has it', () => {
    const codes = new Set(['common_status']);
    expect(fieldProblems([field({ dictType: 'common_status' })], codes).byId).toEqual({});
    expect(fieldProblems([field({ dictType: 'Equipment-State' })], codes).byId['1']).toEqual([
      '字典类型编码须以小写字母开头，只含小写字母、数字和下划线',
    ]);
    expect(fieldProblems([field({ dictType: 'equipment_state' })], codes).byId['1']).toEqual([
      '字典类型“equipment_state”不存在',
    ]);
    // Without the cached dictionary only the format is checked (the server still refuses an unknown type).
    expect(fieldProblems([field({ dictType: 'equipment_state' })]).byId).toEqual({});
  });

  it('asks for at least one field in the list', () => {
    expect(fieldProblems([field({ showInList: false })]).overall).toEqual(['至少要有一个字段在列表中显示']);
  });
});

describe('settingOf', () => {
  it('sends exactly the settings the contract takes, an empty dictionary type as null', () => {
    expect(settingOf(field({ dictType: undefined }))).toEqual({
      id: '1',
      javaType: 'String',
      tsType: 'string',
      queryType: 'like',
      showInList: true,
      showInForm: true,
      required: true,
      dictType: null,
    });
  });
});
