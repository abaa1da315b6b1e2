import { pmMdPhaseAdd, pmMdPhaseEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { phaseForm, phaseFormValues, type PhaseFormBody, type PhaseFormValues } from '../model/phase-form';
import type { PmMdPhase } from '../model/phase-list';

/** 新增项目阶段 / 编辑项目阶段. */
export const PhaseForm = defineRecordForm<PmMdPhase, PhaseFormValues, PhaseFormBody>({
  noun: '项目阶段',
  schema: phaseForm.schema,
  fields: phaseForm.fields(),
  empty: phaseForm.empty,
  values: phaseFormValues,
  add: (body, options) => pmMdPhaseAdd({ body }, options),
  edit: (body, phase, options) => pmMdPhaseEdit({ body: { ...body, id: phase.id } }, options),
  width: 720,
});
