import { opCodeGenAdd, opCodeGenEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { codeGenForm, codeGenFormValues, type CodeGenFormBody, type CodeGenFormValues } from '../model/codegen-form';
import type { CodeGenConfig } from '../model/codegen-list';
import { TableSelect } from './TableSelect';

/** 新增 / 编辑代码生成配置. */
export const CodeGenForm = defineRecordForm<CodeGenConfig, CodeGenFormValues, CodeGenFormBody>({
  noun: '代码生成配置',
  schema: codeGenForm.schema,
  fields: (config) =>
    codeGenForm.fields({
      tableName: ({ value, onChange, onBlur }) => (
        <TableSelect id="tableName" value={value} onChange={onChange} onBlur={onBlur} current={config?.tableName} />
      ),
    }),
  empty: { ...codeGenForm.empty, generateType: 'ZIP' },
  values: codeGenFormValues,
  add: (body, options) => opCodeGenAdd({ body }, options),
  edit: (body, config, options) => opCodeGenEdit({ body: { ...body, id: config.id } }, options),
});
