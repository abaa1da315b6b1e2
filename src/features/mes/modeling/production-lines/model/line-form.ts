import type * as z from 'zod/mini';
import { mfgLineAddBodyFacts, type MfgLineDetailData } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';

/** 产线 add/edit form on the contract's MfgLineForm: rules and input limits come from its facts. */
export const lineForm = defineForm(mfgLineAddBodyFacts, {
  code: { label: '产线编码' },
  name: { label: '产线名称' },
  // The department tree and the warehouse list (the modal renders the pickers).
  deptId: { label: '所属部门', kind: 'custom' },
  inHouseCode: { label: '投料仓库', kind: 'custom' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type LineFormValues = typeof lineForm.empty;
export type LineFormBody = z.output<typeof lineForm.schema>;

export function lineFormValues(line: MfgLineDetailData): LineFormValues {
  return {
    code: line.code,
    name: line.name,
    deptId: line.deptId,
    inHouseCode: line.inHouseCode ?? '',
    remark: line.remark ?? '',
  };
}
