import { UserSelect } from '@/entities/user';
import { pmProjAdd, pmProjEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import {
  emptyProject,
  projectForm,
  projectFormValues,
  projectSchema,
  type ProjectFormBody,
  type ProjectFormValues,
} from '../model/project-form';
import type { PmProject } from '../model/project-list';
import { ProductFamilySelect } from './ProductFamilySelect';

/** 新建项目 / 编辑项目: a new project is saved as a draft in P0 立项; its number comes from the server. */
export const ProjectForm = defineRecordForm<PmProject, ProjectFormValues, ProjectFormBody>({
  noun: '项目',
  title: (project) => (project ? `编辑项目：${project.no}` : '新建项目'),
  schema: projectSchema,
  fields: projectForm.fields({
    pmUserId: ({ value, onChange, onBlur }) => (
      <UserSelect
        id="pmUserId"
        value={value}
        onChange={(id) => onChange(id ?? '')}
        onBlur={onBlur}
        placeholder="请选择项目经理"
      />
    ),
    productFamilyName: ({ value, onChange, onBlur }) => (
      <ProductFamilySelect id="productFamilyName" value={value} onChange={onChange} onBlur={onBlur} />
    ),
  }),
  empty: emptyProject,
  values: projectFormValues,
  add: (body, options) => pmProjAdd({ body }, options),
  edit: (body, project, options) => pmProjEdit({ body: { ...body, id: project.id } }, options),
  width: 760,
});
