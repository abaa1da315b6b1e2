import { sysPosAdd, sysPosEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { emptyPos, posForm, posFormValues, type PosFormBody, type PosFormValues } from '../model/pos-form';
import type { SysPos } from '../model/pos-list';

/** 新增岗位 / 编辑岗位. */
export const PosForm = defineRecordForm<SysPos, PosFormValues, PosFormBody>({
  noun: '岗位',
  schema: posForm.schema,
  fields: posForm.fields(),
  empty: emptyPos,
  values: posFormValues,
  add: (body, options) => sysPosAdd({ body }, options),
  edit: (body, pos, options) => sysPosEdit({ body: { ...body, id: pos.id } }, options),
});
