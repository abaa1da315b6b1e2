import { useQuery } from '@tanstack/react-query';
import { Select, Space } from 'antd';
import { useFormContext, useWatch, type ControllerRenderProps } from 'react-hook-form';
import { mfgPqcProcessListQueryOptions, type mfgPqcRule } from '@/shared/api';
import type { FormValues } from '@/shared/ui/crud-screen';
import { NumberInput } from '@/shared/ui/record-form';
import { FREQUENCIES, frequencyOptions } from '../model/pqc-options';

type PqcFormValues = FormValues<typeof mfgPqcRule>;

type Field<N extends keyof PqcFormValues> = ControllerRenderProps<PqcFormValues, N>;

/** 工序: the processes a rule can be set on. */
export function PqcProcessSelect({ field }: { field: Field<'processId'> }) {
  const processes = useQuery(mfgPqcProcessListQueryOptions());
  return (
    <Select
      id="processId"
      value={field.value || undefined}
      onChange={(id: string) => field.onChange(id)}
      onBlur={field.onBlur}
      loading={processes.isPending}
      placeholder="请选择工序"
      options={(processes.data ?? []).map((p) => ({ value: p.id, label: `${p.code} ${p.name}` }))}
    />
  );
}

/** 抽样频率: 每班次 needs no N, so choosing it clears N. */
export function FrequencyTypeSelect({ field }: { field: Field<'frequencyType'> }) {
  const { setValue } = useFormContext<PqcFormValues>();
  return (
    <Select
      id="frequencyType"
      value={field.value || undefined}
      onChange={(type: string) => {
        field.onChange(type);
        if (type === 'SHIFT') setValue('frequencyValue', null, { shouldValidate: true });
      }}
      onBlur={field.onBlur}
      placeholder="请选择抽样频率"
      options={frequencyOptions.map((o) => ({ value: o.value, label: o.title }))}
    />
  );
}

/** 频率 N, with its unit (件, 小时); off for 每班次. */
export function FrequencyValueInput({ field: { ref, value, onChange, onBlur } }: { field: Field<'frequencyValue'> }) {
  const type = useWatch<PqcFormValues, 'frequencyType'>({ name: 'frequencyType' });
  const unit = type ? FREQUENCIES[type as keyof typeof FREQUENCIES].unit : null;
  return (
    <Space.Compact block>
      <NumberInput
        id="frequencyValue"
        ref={ref}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        disabled={unit === null}
        placeholder={unit ? '请输入 N' : '每班次无需填写'}
      />
      {unit && <Space.Addon>{unit}</Space.Addon>}
    </Space.Compact>
  );
}
