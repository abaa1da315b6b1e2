import * as z from 'zod/mini';
import type { CdMaterialGroupCreateVariables, MdGroupAddVariables } from '@/shared/api';
import { exactBody, codeText, optionalNumber, optionalText, requiredChoice, requiredText } from '@/shared/lib/form-rules';
import type { FieldConfig, FieldRender } from '@/shared/ui/record-form';
import type { MaterialGroup } from './group-record';

// The v2 and the v1 add calls take the one MaterialGroupForm: a change to either breaks this.
type GroupBody = CdMaterialGroupCreateVariables['body'] & MdGroupAddVariables['body'];

/** 物料组 add/edit form, typed against the contract's MaterialGroupForm (v2 and v1 alike): renaming a field there breaks this. */
export const groupFormSchema = exactBody<GroupBody>()(z.object({
  pid: requiredChoice('上级物料组'),
  code: codeText('物料组编码', 32),
  name: requiredText('物料组名称', 64),
  sort: optionalNumber('排序', { min: 0, max: 9999, integer: true }),
  remark: optionalText('备注', 255),
}));

export type GroupFormValues = z.input<typeof groupFormSchema>;
export type GroupFormBody = z.output<typeof groupFormSchema>;

/** A new group goes under the group chosen in the tree. */
export const emptyGroup = (pid: string): GroupFormValues => ({ pid, code: '', name: '', sort: null, remark: '' });

export function groupFormValues(group: MaterialGroup): GroupFormValues {
  return { pid: group.pid, code: group.code, name: group.name, sort: group.sort ?? null, remark: group.remark ?? '' };
}

/** The form's fields; the page gives the group tree as the parent's picker. */
export const groupFields = (pickers: { pid: FieldRender<GroupFormValues, 'pid'> }): FieldConfig<GroupFormValues>[] => [
  { name: 'pid', label: '上级物料组', required: true, render: pickers.pid },
  { name: 'code', label: '物料组编码', required: true, maxLength: 32 },
  { name: 'name', label: '物料组名称', required: true, maxLength: 64 },
  { name: 'sort', label: '排序', kind: 'number' },
  { name: 'remark', label: '备注', kind: 'textarea', maxLength: 255, wide: true },
];
