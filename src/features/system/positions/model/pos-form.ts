import type * as z from 'zod/mini';
import { sysPosAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import type { SysPos } from './pos-list';

/** 岗位 add/edit form: rules and input limits from the contract's SysPosForm. */
export const posForm = defineForm(sysPosAddBodyFacts, {
  code: { label: '岗位编码', placeholder: '字母、数字、- 或 _，如 QE' },
  name: { label: '岗位名称' },
  sort: { label: '排序' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type PosFormValues = typeof posForm.empty;
export type PosFormBody = z.output<typeof posForm.schema>;

export const emptyPos: PosFormValues = { ...posForm.empty, sort: 100 };

export function posFormValues(pos: SysPos): PosFormValues {
  return { code: pos.code, name: pos.name, sort: pos.sort, remark: pos.remark ?? '' };
}
