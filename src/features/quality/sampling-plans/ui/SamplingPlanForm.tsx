import { Select } from 'antd';
import { useState } from 'react';
import { PLAN_TYPE_OPTIONS, type QmSamplingRow } from '@/entities/quality/sampling';
import { qmSamplingAdd, qmSamplingEdit } from '@/shared/api';
import { RecordFormModal, type RecordFormPanelProps } from '@/shared/ui/record-form';
import { planBody, planEmpty, planForm, planSchema, shownFor, type PlanValues } from '../model/plan-form';

const valuesOf = (plan: QmSamplingRow): PlanValues => ({
  code: plan.code,
  name: plan.name,
  planType: plan.planType,
  inspectionLevel: plan.inspectionLevel ?? '',
  severity: plan.severity ?? '',
  switching: plan.switching,
  aqlCr: plan.aqlCr ?? null,
  aqlMaj: plan.aqlMaj ?? null,
  aqlMin: plan.aqlMin ?? null,
  sampleQty: plan.sampleQty ?? null,
  samplePct: plan.samplePct ?? null,
  minSampleQty: plan.minSampleQty ?? null,
  remark: plan.remark ?? '',
});

/** The fields the type needs are marked required (and their selects cannot be cleared). */
const REQUIRED_OF_TYPE = new Set([
  'inspectionLevel',
  'severity',
  'aqlCr',
  'aqlMaj',
  'aqlMin',
  'sampleQty',
  'samplePct',
]);

/**
 * 新增 / 编辑抽样方案 (docs/design/scm-quality.md → 抽样方案): the fields follow the 抽样标准 chosen — GB/T 2828.1 its
 * level, initial severity, switching and one AQL per class (0 or a preferred value); 固定数量 its 样本量; 百分比 its
 * share and minimum; 全检 nothing. What another type would take is kept while typing and sent as null.
 */
export function SamplingPlanForm({ record, onClose, onSaved }: RecordFormPanelProps<QmSamplingRow>) {
  const [planType, setPlanType] = useState<string>(record?.planType ?? planEmpty.planType);
  const fields = planForm
    .fields({
      planType: (field) => (
        <Select
          id={field.name}
          ref={field.ref}
          value={field.value || undefined}
          onBlur={field.onBlur}
          onChange={(next: string) => {
            field.onChange(next);
            setPlanType(next);
          }}
          options={PLAN_TYPE_OPTIONS.map((option) => ({ value: option.value, label: option.title }))}
          placeholder="请选择抽样标准"
        />
      ),
    })
    .filter((field) => shownFor(planType, field.name))
    .map((field) => (REQUIRED_OF_TYPE.has(field.name) ? { ...field, required: true } : field));
  return (
    <RecordFormModal
      title={record ? `编辑抽样方案：${record.code}` : '新增抽样方案'}
      open
      onClose={onClose}
      schema={planSchema}
      defaultValues={record ? valuesOf(record) : planEmpty}
      fields={fields}
      onSubmit={(body) =>
        record
          ? qmSamplingEdit({ body: planBody({ ...body, id: record.id }) }, { quiet: true })
          : qmSamplingAdd({ body: planBody(body) }, { quiet: true })
      }
      onSaved={onSaved}
      width={760}
    />
  );
}
