import { qmDefectListQueryOptions } from '@/shared/api';
import { QuerySelect } from '@/shared/ui/query-select';
import { defectClassText } from '../model/defect-classes';

export interface DefectCodeSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
}

const enabledDefects = qmDefectListQueryOptions({ body: { status: '0' } });

/** One of the enabled defect codes, shown as 'DF-APP-001 插针弯曲（MAJ 严重）'. */
export function DefectCodeSelect({ placeholder = '请选择缺陷代码', ...props }: DefectCodeSelectProps) {
  return (
    <QuerySelect
      {...props}
      query={enabledDefects}
      option={(defect) => ({
        value: defect.id,
        label: `${defect.code} ${defect.name}（${defectClassText(defect.defectClass)}）`,
      })}
      placeholder={placeholder}
    />
  );
}
