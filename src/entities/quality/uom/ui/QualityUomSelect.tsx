import { qmUomListQueryOptions } from '@/shared/api';
import { QuerySelect } from '@/shared/ui/query-select';
import { precisionText } from '../model/precision';

export interface QualityUomSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** Greyed (a 定性 check item measures in no unit). */
  disabled?: boolean;
}

const enabledUnits = qmUomListQueryOptions({ body: { status: '0' } });

/** One of the enabled quality units, shown with its symbol and precision: 'MΩ 兆欧（整数）'. */
export function QualityUomSelect({ placeholder = '请选择质量计量单位', ...props }: QualityUomSelectProps) {
  return (
    <QuerySelect
      {...props}
      query={enabledUnits}
      option={(unit) => ({ value: unit.id, label: `${unit.symbol} ${unit.name}（${precisionText(unit.precision)}）` })}
      placeholder={placeholder}
    />
  );
}
