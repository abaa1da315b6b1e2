import type * as z from 'zod/mini';
import { pmProjFsiEditBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import type { FsiLine } from './fsi-lines';

/** 编辑预算 of one FSI line on the contract's PmProjFsiEditForm: the budget (元) and a remark. */
export const fsiForm = defineForm(pmProjFsiEditBodyFacts, {
  id: { label: '预算行', hidden: true },
  projId: { label: '项目', hidden: true },
  budget: { label: '预算（元）' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type FsiFormValues = typeof fsiForm.empty;
export type FsiFormBody = z.output<typeof fsiForm.schema>;

export const fsiFormValues = (line: FsiLine): FsiFormValues => ({
  id: line.id,
  projId: line.projId,
  budget: line.budget,
  remark: line.remark ?? '',
});
