import type * as z from 'zod/mini';
import { sysDtProcAddBodyFacts, type SysDtProcDetailData } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';

/** 数据处理配置 add/edit form on the contract's DtProcForm: rules and input limits come from its facts. */
export const dtProcForm = defineForm(sysDtProcAddBodyFacts, {
  // The operator's catalogue of business types (getOpDtProcList), and the enterprise's processes (getDtCorpProcList).
  bizType: { label: '业务类型', kind: 'custom' },
  // Typed (a pattern to match) or picked from the enterprise's processes: the modal renders the picker.
  procCode: { label: '审批模板编码' },
  procName: { label: '审批模板名称' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type DtProcFormValues = typeof dtProcForm.empty;
export type DtProcFormBody = z.output<typeof dtProcForm.schema>;

export function dtProcFormValues(proc: SysDtProcDetailData): DtProcFormValues {
  return { bizType: proc.bizType, procCode: proc.procCode, procName: proc.procName, remark: proc.remark ?? '' };
}

/** A process of the enterprise's list as the picker offers it: the template's name, then its code. */
export function procOptionLabel(proc: { procName: string; procCode: string }): string {
  return `${proc.procName}（${proc.procCode}）`;
}
