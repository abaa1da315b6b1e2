import { Select } from 'antd';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import { useWatch, type ControllerRenderProps } from 'react-hook-form';
import { opConstAdd, opConstEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { constForm, constFormValues, constSchema, emptyConst, type ConstFormBody, type ConstFormValues } from '../model/const-form';
import type { OpConst } from '../model/const-list';

/** The value's input follows its type: true/false chosen, JSON in a text area, the rest typed. */
function ValueInput({ value, onChange, onBlur, ref }: ControllerRenderProps<ConstFormValues, 'value'>) {
  const type = useWatch<ConstFormValues, 'valueType'>({ name: 'valueType' });
  if (type === 'boolean')
    return (
      <Select
        id="value"
        ref={ref}
        value={value || undefined}
        onChange={(v: string) => onChange(v)}
        onBlur={onBlur}
        placeholder="请选择常量值"
        options={[
          { value: 'true', label: 'true（是）' },
          { value: 'false', label: 'false（否）' },
        ]}
      />
    );
  if (type === 'json') return <TextArea id="value" value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} rows={4} placeholder='如 {"workdays":[1,2,3,4,5]}' style={{ fontFamily: 'monospace' }} />;
  return <Input id="value" ref={ref} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} placeholder={type === 'number' ? '如 90' : '请输入常量值'} />;
}

/** 新增常量 / 编辑常量: a system constant keeps its code, type and flag (the contract's edit rule). */
export const ConstForm = defineRecordForm<OpConst, ConstFormValues, ConstFormBody>({
  noun: '常量',
  schema: constSchema,
  fields: (row) =>
    constForm
      .fields({ value: (field) => <ValueInput {...field} /> })
      .map((field) => (row?.sysFlag && (field.name === 'code' || field.name === 'valueType' || field.name === 'sysFlag') ? { ...field, disabled: true } : field)),
  empty: emptyConst,
  values: constFormValues,
  add: (body, options) => opConstAdd({ body }, options),
  edit: (body, row, options) => opConstEdit({ body: { ...body, id: row.id } }, options),
});
