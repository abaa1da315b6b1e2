import type * as z from 'zod/mini';
import { pmMdPhaseAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import type { PmMdPhase } from './phase-list';

/** 项目阶段 add/edit on the contract's PmMdPhaseForm. */
export const phaseForm = defineForm(pmMdPhaseAddBodyFacts, {
  code: { label: '阶段编码', placeholder: '如 P3' },
  name: { label: '阶段名称', placeholder: '如 设计开发' },
  gateName: { label: '阶段门评审', placeholder: '如 G3 设计冻结评审' },
  sort: { label: '排序', placeholder: '0–9999，越小越靠前' },
  deliverables: { label: '阶段交付物', kind: 'textarea', wide: true, placeholder: '以“、”分隔，如 原理图、PCB、DFMEA' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type PhaseFormValues = typeof phaseForm.empty;
export type PhaseFormBody = z.output<typeof phaseForm.schema>;

export function phaseFormValues(phase: PmMdPhase): PhaseFormValues {
  return {
    code: phase.code,
    name: phase.name,
    gateName: phase.gateName,
    sort: phase.sort,
    deliverables: phase.deliverables ?? '',
    remark: phase.remark ?? '',
  };
}
