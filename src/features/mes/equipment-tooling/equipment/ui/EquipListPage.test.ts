import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { EquipListPage } from './EquipListPage';

const { empty: newEquipValues, schema } = declaredForm(EquipListPage);

function messages(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('设备 form rules', () => {
  it('needs a code of letters and digits, a name, a type and a workshop; a cycle of at least one day', () => {
    const result = schema.safeParse({ ...newEquipValues, code: 'EQ 01', maintainCycle: 0 });
    expect(messages(result)).toMatchObject({
      code: '设备编码只能包含字母、数字、“-”和“_”',
      name: '请输入设备名称',
      typeCode: '请选择设备类型',
      deptId: '请选择所属车间',
    });
    expect(messages(result).maintainCycle).toMatch(/保养周期（天）/);
  });

  it('starts on standby and sends exactly the body, empty optional fields as null', () => {
    const values = {
      ...newEquipValues,
      code: 'EQ-TQ-02',
      name: ' 伺服拧紧机 ',
      typeCode: 'TORQUE',
      deptId: '1716352000000000301',
      lineId: '1716352000000001003',
      ownerId: '1716352000000000208',
      lastMaintainDate: '2026-11-20',
      maintainCycle: 90,
    };
    expect(schema.safeParse(values).data).toEqual({
      code: 'EQ-TQ-02',
      name: '伺服拧紧机',
      typeCode: 'TORQUE',
      brand: null,
      model: null,
      serialNo: null,
      deptId: '1716352000000000301',
      lineId: '1716352000000001003',
      location: null,
      enableDate: null,
      ownerId: '1716352000000000208',
      state: 'STANDBY',
      lastMaintainDate: '2026-11-20',
      maintainCycle: 90,
      remark: null,
    });
  });
});
