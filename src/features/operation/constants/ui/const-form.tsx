import { useWatch, type ControllerRenderProps } from 'react-hook-form';
import { opConstAdd, opConstEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { TypedValueInput } from '@/shared/ui/typed-value';
import {
  constForm,
  constFormValues,
  constSchema,
  emptyConst,
  type ConstFormBody,
  type ConstFormValues,
} from '../model/const-form';
import type { OpConst } from '../model/const-list';

/** The value's input, by the type chosen above it. */
function ValueInput({ value, onChange, onBlur, ref }: ControllerRenderProps<ConstFormValues, 'value'>) {
  const type = useWatch<ConstFormValues, 'valueType'>({ name: 'valueType' });
  return (
    <TypedValueInput
      id="value"
      type={type}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      ref={ref}
      placeholder="请输入常量值"
    />
  );
}

/** 新增常量 / 编辑常量: a system constant keeps its code, type and flag (the contract's edit rule). */
export const ConstForm = defineRecordForm<OpConst, ConstFormValues, ConstFormBody>({
  noun: '常量',
  schema: constSchema,
  fields: (row) =>
    constForm
      .fields({ value: (field) => <ValueInput {...field} /> })
      .map((field) =>
        row?.sysFlag && (field.name === 'code' || field.name === 'valueType' || field.name === 'sysFlag')
          ? { ...field, disabled: true }
          : field,
      ),
  empty: emptyConst,
  values: constFormValues,
  add: (body, options) => opConstAdd({ body }, options),
  edit: (body, row, options) => opConstEdit({ body: { ...body, id: row.id } }, options),
});
