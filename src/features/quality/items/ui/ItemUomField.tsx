import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { QualityUomSelect } from '@/entities/quality/uom';

interface ItemUomFieldProps {
  id: string;
  value: string;
  onChange: (value: string | null) => void;
  onBlur: () => void;
  placeholder: string;
}

/**
 * 单位 of a check item: a quality unit for a 定量 item, none for a 定性 one. Turning the item 定性 empties the field
 * and greys it; turning it back to 定量 gives back the unit chosen before, so nothing picked is lost.
 */
export function ItemUomField({ value, onChange, placeholder, ...props }: ItemUomFieldProps) {
  const valueType = useWatch({ name: 'valueType' }) as string;
  const qualitative = valueType === 'QUALITATIVE';
  const before = useRef<string>('');
  useEffect(() => {
    if (qualitative && value) {
      before.current = value;
      onChange(null);
    } else if (!qualitative && !value && before.current) {
      onChange(before.current);
      before.current = '';
    }
  }, [qualitative, value, onChange]);
  return (
    <QualityUomSelect
      {...props}
      value={value || null}
      onChange={onChange}
      disabled={qualitative}
      placeholder={qualitative ? '定性项目无单位' : placeholder}
    />
  );
}
