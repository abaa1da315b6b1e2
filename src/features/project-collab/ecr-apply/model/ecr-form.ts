import type * as z from 'zod/mini';
import { pmEcrAddBodyFacts } from '@/shared/api';
import { requiredChoice } from '@/shared/lib/form-rules';
import { defineForm } from '@/shared/ui/record-form';
import { ECR_TYPE_OPTIONS, URGENCY_OPTIONS, type Ecr } from './ecr-list';

/** 变更申请 add/edit on the contract's PmEcrForm; the evaluation items are made on submit, the tasks after approval. */
export const ecrForm = defineForm(pmEcrAddBodyFacts, {
  ecrType: { label: '变更类型', options: ECR_TYPE_OPTIONS },
  urgency: { label: '紧急程度', options: URGENCY_OPTIONS },
  title: { label: '变更主题', wide: true, placeholder: '如 SD-750 功率板散热器加厚' },
  projId: { label: '项目', kind: 'custom', wide: true, rule: requiredChoice('项目') },
  reason: { label: '变更原因', kind: 'textarea', wide: true, placeholder: '问题现象、数据与根因' },
  affectedParts: { label: '受影响零件', kind: 'textarea', wide: true, placeholder: '料号与名称，多个以分号分隔' },
  affectedDocs: { label: '受影响文档', kind: 'textarea', wide: true, placeholder: '图纸、BOM、工艺文件及版本' },
  costImpact: { label: '成本影响（万元）', placeholder: '增加为正，降本为负' },
  scheduleImpactDays: { label: '进度影响（天）', placeholder: '延后为正，提前为负' },
});

export type EcrFormValues = typeof ecrForm.empty;
export type EcrFormBody = z.output<typeof ecrForm.schema>;
export const ecrSchema = ecrForm.schema;

export const emptyEcr: EcrFormValues = { ...ecrForm.empty, ecrType: 'ECR', urgency: 'NORMAL' };

export function ecrFormValues(row: Ecr): EcrFormValues {
  return {
    ecrType: row.ecrType,
    urgency: row.urgency,
    title: row.title,
    projId: row.projId,
    reason: row.reason,
    affectedParts: row.affectedParts ?? '',
    affectedDocs: row.affectedDocs ?? '',
    costImpact: row.costImpact ?? null,
    scheduleImpactDays: row.scheduleImpactDays ?? null,
  };
}
