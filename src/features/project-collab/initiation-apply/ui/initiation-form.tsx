import { pmInitiationAdd, pmInitiationEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import {
  emptyInitiation,
  initiationForm,
  initiationFormValues,
  initiationSchema,
  type InitiationFormBody,
  type InitiationFormValues,
} from '../model/initiation-form';
import type { Initiation } from '../model/initiation-list';

/** 新增立项申请 (saved as a draft) / 编辑立项申请 (a draft, rejected or revoked one). */
export const InitiationForm = defineRecordForm<Initiation, InitiationFormValues, InitiationFormBody>({
  noun: '立项申请',
  title: (row) => (row ? `编辑立项申请：${row.applyNo}` : '新增立项申请'),
  schema: initiationSchema,
  fields: initiationForm.fields(),
  empty: emptyInitiation,
  values: initiationFormValues,
  width: 760,
  add: (body, options) => pmInitiationAdd({ body }, options),
  edit: (body, row, options) => pmInitiationEdit({ body: { ...body, id: row.id } }, options),
});
