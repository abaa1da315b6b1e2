import { qmSamplingListQueryOptions } from '@/shared/api';
import { QuerySelect } from '@/shared/ui/query-select';
import { planSummary } from '../model/plan-types';

export interface SamplingPlanSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
}

const enabledPlans = qmSamplingListQueryOptions({ body: { status: '0' } });

/** One of the enabled sampling plans, with what it samples: 'SP-GB-II-E 电子元器件…（II · 正常 · CR 0 / MAJ 0.65 / MIN 1.5）'. */
export function SamplingPlanSelect({ placeholder = '请选择抽样方案', ...props }: SamplingPlanSelectProps) {
  return (
    <QuerySelect
      {...props}
      query={enabledPlans}
      option={(plan) => ({ value: plan.id, label: `${plan.code} ${plan.name}（${planSummary(plan)}）` })}
      placeholder={placeholder}
    />
  );
}
