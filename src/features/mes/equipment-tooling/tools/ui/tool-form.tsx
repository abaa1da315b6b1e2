import { ToolCategorySelect } from '@/entities/mes/tool-category';
import { mfgToolsAdd, mfgToolsEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { emptyTool, toolForm, toolFormValues, type ToolFormBody, type ToolFormValues } from '../model/tool-form';
import type { MfgTool } from '../model/tool-list';

/** 新增工装 / 编辑工装: the category from the category tree (enabled categories only). */
export const ToolForm = defineRecordForm<MfgTool, ToolFormValues, ToolFormBody>({
  noun: '工装',
  schema: toolForm.schema,
  fields: toolForm.fields({
    categoryId: ({ value, onChange, onBlur }) => (
      <ToolCategorySelect id="categoryId" value={value} onChange={onChange} onBlur={onBlur} />
    ),
  }),
  empty: emptyTool,
  values: toolFormValues,
  add: (body, options) => mfgToolsAdd({ body }, options),
  edit: (body, tool, options) => mfgToolsEdit({ body: { ...body, id: tool.id } }, options),
});
