import type * as z from 'zod/mini';
import { mdAreaAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import type { MdArea } from './area-list';

/** 库区 add/edit form on the contract's MdAreaForm: rules and input limits come from its facts. */
export const areaForm = defineForm(mdAreaAddBodyFacts, {
  // A house picked from the server's houses (the modal renders the picker).
  houseId: { label: '所属仓库', kind: 'custom' },
  // The select offers the area_type dictionary; the contract's enum keeps the body to its values.
  areaType: { label: '库区类型', dict: 'area_type' },
  code: { label: '库区编码' },
  name: { label: '库区名称' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type AreaFormValues = typeof areaForm.empty;
export type AreaFormBody = z.output<typeof areaForm.schema>;

export function areaFormValues(area: MdArea): AreaFormValues {
  return {
    houseId: area.houseId,
    code: area.code,
    name: area.name,
    areaType: area.areaType,
    remark: area.remark ?? '',
  };
}
