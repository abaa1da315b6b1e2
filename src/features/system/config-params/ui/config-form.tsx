import { useWatch, type ControllerRenderProps } from 'react-hook-form';
import { sysConfigAdd, sysConfigEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { TypedValueInput } from '@/shared/ui/typed-value';
import {
  configForm,
  configFormValues,
  configSchema,
  emptyConfig,
  type ConfigFormBody,
  type ConfigFormValues,
} from '../model/config-form';
import type { SysConfig } from '../model/config-list';

/** The value's input, by the type chosen above it. */
function ValueInput({ value, onChange, onBlur, ref }: ControllerRenderProps<ConfigFormValues, 'value'>) {
  const type = useWatch<ConfigFormValues, 'valueType'>({ name: 'valueType' });
  return (
    <TypedValueInput
      id="value"
      type={type}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      ref={ref}
      placeholder="请输入参数值"
    />
  );
}

/** 新增系统参数 / 编辑系统参数: a built-in parameter keeps its code (the server refuses a change). */
export const ConfigForm = defineRecordForm<SysConfig, ConfigFormValues, ConfigFormBody>({
  noun: '系统参数',
  schema: configSchema,
  fields: (row) =>
    configForm
      .fields({ value: (field) => <ValueInput {...field} /> })
      .map((field) => (row?.sysFlag && field.name === 'code' ? { ...field, disabled: true } : field)),
  empty: emptyConfig,
  values: configFormValues,
  add: (body, options) => sysConfigAdd({ body }, options),
  edit: (body, row, options) => sysConfigEdit({ body: { ...body, id: row.id } }, options),
  columns: 2,
  width: 720,
});
