import { describe, expect, it } from 'vitest';
import { classNameOf, moduleOf, packageOf } from './codegen';

describe('what a chosen table suggests', () => {
  it('a PascalCase class name, the module of its prefix and a package', () => {
    expect(classNameOf('qm_inspection_plan')).toBe('QmInspectionPlan');
    expect(moduleOf('mes_equipment_maint')).toBe('mes');
    expect(moduleOf('qm_ncr')).toBe('mes');
    expect(moduleOf('crm_lead')).toBeNull();
    expect(packageOf('mes', 'mes_equipment_maint')).toBe('com.jgzz.mes.modular.equipmentmaint');
    expect(packageOf('bos', 'notice')).toBe('com.jgzz.bos.modular.notice');
  });
});
