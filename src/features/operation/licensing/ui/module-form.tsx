import type * as z from 'zod/mini';
import { opModuleAdd, opModuleAddBodyFacts, opModuleEdit } from '@/shared/api';
import { defineForm, defineRecordForm } from '@/shared/ui/record-form';
import type { OpModule } from '../model/module-list';
import { IconField } from './IconField';

/** 模块 add/edit on the contract's OpModuleForm; the icon comes from the icon picker. */
export const moduleForm = defineForm(opModuleAddBodyFacts, {
  code: { label: '模块编码' },
  name: { label: '模块名称' },
  icon: { label: '图标', kind: 'custom' },
  sort: { label: '排序' },
  description: { label: '说明', kind: 'textarea', wide: true },
});

export type ModuleFormValues = typeof moduleForm.empty;
export type ModuleFormBody = z.output<typeof moduleForm.schema>;

export const moduleFormValues = (module: OpModule): ModuleFormValues => ({
  code: module.code,
  name: module.name,
  icon: module.icon,
  sort: module.sort,
  description: module.description ?? '',
});

/** 新增模块 / 编辑模块: the code is what menus and licences refer to, fixed once saved. */
export const ModuleForm = defineRecordForm<OpModule, ModuleFormValues, ModuleFormBody>({
  noun: '模块',
  schema: moduleForm.schema,
  fields: (module) =>
    moduleForm
      .fields({ icon: ({ value, onChange }) => <IconField id="icon" value={value} onChange={onChange} /> })
      .map((field) => (module && field.name === 'code' ? { ...field, disabled: true } : field)),
  empty: moduleForm.empty,
  values: moduleFormValues,
  add: (body, options) => opModuleAdd({ body }, options),
  edit: (body, module, options) => opModuleEdit({ body: { ...body, id: module.id } }, options),
});
