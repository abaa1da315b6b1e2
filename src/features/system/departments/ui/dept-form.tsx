import { DeptTreeSelect } from '@/entities/department';
import { sysDeptAdd, sysDeptEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { deptForm, deptFormValues, type DeptFormBody, type DeptFormValues } from '../model/dept-form';
import type { SysDept } from '../model/dept-list';

/** 新增部门 / 编辑部门: the parent tree leaves out the department itself and its children. */
export const DeptForm = defineRecordForm<SysDept, DeptFormValues, DeptFormBody>({
  noun: '部门',
  schema: deptForm.schema,
  fields: (dept) =>
    deptForm.fields({
      pid: ({ value, onChange, onBlur, ref }) => (
        <DeptTreeSelect
          id="pid"
          parentOf={{ selfId: dept?.id }}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          ref={ref}
          placeholder="请选择上级部门"
        />
      ),
    }),
  empty: deptForm.empty,
  values: deptFormValues,
  add: (body, options) => sysDeptAdd({ body }, options),
  edit: (body, dept, options) => sysDeptEdit({ body: { ...body, id: dept.id } }, options),
});
