import { Flex } from 'antd';
import { useWatch, type RefCallBack } from 'react-hook-form';
import { NumberInput } from '@/shared/ui/record-form';
import { usesParam, type RewParam } from '../model/metric-params';

interface ParamInputProps {
  param: RewParam;
  /** What to type, per metric where it differs (阈值: a percentage for LAR, PPM for PPM). */
  hint: (metric: string) => string;
  /** Said after the input: 批, 天, and the threshold's % or PPM by metric. */
  unit: string | ((metric: string) => string);
  id: string;
  ref: RefCallBack;
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur: () => void;
}

/**
 * A parameter of a REW rule follows the metric: the metric's own are typed, the others are greyed and shown empty
 * (what was typed in them is kept in case the metric is chosen back, and sent null).
 */
export function ParamInput({ param, hint, unit, value, ...input }: ParamInputProps) {
  const metric = useWatch<{ metric: string }, 'metric'>({ name: 'metric' });
  const used = usesParam(metric, param);
  return (
    <Flex align="center" gap={8}>
      <NumberInput
        {...input}
        value={used ? value : null}
        disabled={!used}
        placeholder={used ? hint(metric) : metric ? '本指标不用' : '先选择指标'}
      />
      {used && <span style={{ whiteSpace: 'nowrap' }}>{typeof unit === 'string' ? unit : unit(metric)}</span>}
    </Flex>
  );
}
