import * as z from 'zod/mini';
import { RIO_LEVELS, RIO_TYPES, optionsOf } from '@/entities/project';
import { pmProjRioAddBodyFacts, pmProjRioCloseBodyFacts } from '@/shared/api';
import { requiredChoice } from '@/shared/lib/form-rules';
import { defineForm } from '@/shared/ui/record-form';
import type { ProjRio } from './rio-list';

/** 新增 RIO / 编辑 RIO on the contract's PmProjRioForm. */
export const rioForm = defineForm(pmProjRioAddBodyFacts, {
  projId: { label: '项目', hidden: true },
  rioType: { label: '类型', options: optionsOf(RIO_TYPES) },
  level: { label: '等级', options: optionsOf(RIO_LEVELS) },
  title: { label: '标题', wide: true },
  description: { label: '描述', kind: 'textarea', wide: true },
  probability: { label: '发生概率（1–5）', placeholder: '风险必填' },
  impact: { label: '影响程度（1–5）', placeholder: '风险必填' },
  ownerId: { label: '责任人', kind: 'custom', rule: requiredChoice('责任人') },
  dueDate: { label: '计划完成', kind: 'date', rule: requiredChoice('计划完成日期') },
  measures: { label: '应对措施', kind: 'textarea', wide: true },
});

/** A risk is scored by probability and impact; an issue or an opportunity is not. */
export const rioSchema = rioForm.schema.check(
  z.superRefine((form, ctx) => {
    if (form.rioType !== 'R') return;
    if (form.probability == null)
      ctx.issues.push({
        code: 'custom',
        message: '风险请填写发生概率',
        input: form.probability,
        path: ['probability'],
      });
    if (form.impact == null)
      ctx.issues.push({ code: 'custom', message: '风险请填写影响程度', input: form.impact, path: ['impact'] });
  }),
);

export type RioFormValues = typeof rioForm.empty;
export type RioFormBody = z.output<typeof rioSchema>;

export const emptyRio = (projId: string | undefined): RioFormValues => ({
  ...rioForm.empty,
  projId: projId ?? '',
  rioType: 'R',
  level: 'M',
});

export function rioFormValues(row: ProjRio): RioFormValues {
  return {
    projId: row.projId,
    rioType: row.rioType,
    level: row.level,
    title: row.title,
    description: row.description ?? '',
    probability: row.probability ?? null,
    impact: row.impact ?? null,
    ownerId: row.ownerId,
    dueDate: row.dueDate,
    measures: row.measures ?? '',
  };
}

/** 关闭 RIO: the closing note is required (projRio:close). */
export const rioCloseForm = defineForm(pmProjRioCloseBodyFacts, {
  id: { label: 'RIO', hidden: true },
  projId: { label: '项目', hidden: true },
  closeNote: { label: '关闭说明', kind: 'textarea', placeholder: '如 替代料 DV 测试通过，已更新 BOM' },
});

export const rioCloseValues = (row: ProjRio) => ({ ...rioCloseForm.empty, id: row.id, projId: row.projId });
