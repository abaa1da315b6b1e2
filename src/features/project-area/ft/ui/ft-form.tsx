import { pmProjFtAdd, pmProjFtEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { emptyFt, ftForm, ftFormValues, ftSchema, type FtFormBody, type FtFormValues } from '../model/ft-form';
import type { ProjFt, ProjFtQuery } from '../model/ft-list';

export const FtForm = defineRecordForm<ProjFt, FtFormValues, FtFormBody, Partial<ProjFtQuery>>({
  noun: 'F&T',
  title: (row) => (row ? `编辑 F&T：${row.ftCode}` : '新增 F&T'),
  schema: ftSchema,
  fields: ftForm.fields(),
  empty: (scope) => emptyFt(scope?.projId),
  values: ftFormValues,
  add: (body, options) => pmProjFtAdd({ body }, options),
  edit: (body, row, options) => pmProjFtEdit({ body: { ...body, id: row.id } }, options),
});
