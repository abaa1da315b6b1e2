import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { CodeGenListPage } from './CodeGenListPage';

const codeGenForm = declaredForm(CodeGenListPage);

const valid = {
  tableName: 'mes_equipment',
  className: 'MesEquipment',
  functionName: '设备台账',
  moduleName: 'mes',
  packageName: 'com.jgzz.mes.modular.equipment',
  author: 'zhangwei',
  generateType: 'ZIP',
  remark: '',
} as const;

const messages = (values: Record<string, unknown>) => {
  const result = codeGenForm.schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('code generation form rules', () => {
  it('sends the body with an empty remark as null', () => {
    expect(codeGenForm.schema.parse(valid)).toEqual({ ...valid, remark: null });
  });

  it('says in Chinese what is missing or malformed', () => {
    expect(messages({ ...codeGenForm.empty })).toEqual(
      expect.arrayContaining(['请选择表', '请输入类名', '请输入功能名', '请选择所属模块', '请输入包名', '请输入作者']),
    );
    expect(messages({ ...valid, className: 'mesEquipment' })).toEqual([
      '类名须以大写字母开头，只含字母和数字（大驼峰）',
    ]);
    expect(messages({ ...valid, packageName: 'com.jgzz.Mes' })).toEqual([
      '包名由小写字母开头的段以“.”连接，如 com.jgzz.mes.modular.equipment',
    ]);
    expect(messages({ ...valid, moduleName: 'erp' })).toEqual(['请选择所属模块']);
  });
});
