import { ProjectSearchSelect } from '@/entities/project';
import { pmEcrAdd, pmEcrEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { ecrForm, ecrFormValues, ecrSchema, emptyEcr, type EcrFormBody, type EcrFormValues } from '../model/ecr-form';
import type { Ecr } from '../model/ecr-list';

/** 新增变更申请 (saved as a draft) / 编辑变更申请 (a draft, rejected or revoked one). */
export const EcrForm = defineRecordForm<Ecr, EcrFormValues, EcrFormBody>({
  noun: '变更申请',
  title: (row) => (row ? `编辑变更申请：${row.ecrNo}` : '新增变更申请'),
  schema: ecrSchema,
  fields: (row) =>
    ecrForm.fields({
      projId: (field) => (
        <ProjectSearchSelect
          id="projId"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          current={row && { id: row.projId, label: `${row.projNo} ${row.projTitle}` }}
        />
      ),
    }),
  empty: emptyEcr,
  values: ecrFormValues,
  width: 760,
  add: (body, options) => pmEcrAdd({ body }, options),
  edit: (body, row, options) => pmEcrEdit({ body: { ...body, id: row.id } }, options),
});
