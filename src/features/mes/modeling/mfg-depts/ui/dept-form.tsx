import { DeptTreeSelect } from '@/entities/department';
import { UserSelect } from '@/entities/user';
import { mfgDeptAdd, mfgDeptEdit, useMfgDeptList } from '@/shared/api';
import { PidTreeSelect } from '@/shared/ui/pid-tree-select';
import { defineRecordForm } from '@/shared/ui/record-form';
import {
  emptyMfgDept,
  mfgDeptForm,
  mfgDeptFormValues,
  type MfgDeptFormBody,
  type MfgDeptFormValues,
} from '../model/dept-form';
import type { MfgDept, MfgDeptScope } from '../model/dept-list';

function ParentSelect(props: {
  value: string;
  onChange: (pid: string) => void;
  onBlur?: () => void;
  editingId?: string | undefined;
}) {
  const list = useMfgDeptList({ body: {} });
  return (
    <PidTreeSelect
      id="pid"
      rows={list.data}
      loading={list.isPending}
      rootTitle="顶级（工厂）"
      placeholder="请选择上级部门"
      {...props}
    />
  );
}

/** 新增生产部门 / 编辑生产部门: leader from the users, the linked organisation department from the sys tree. */
export const MfgDeptForm = defineRecordForm<MfgDept, MfgDeptFormValues, MfgDeptFormBody, MfgDeptScope>({
  noun: '生产部门',
  schema: mfgDeptForm.schema,
  fields: (dept) =>
    mfgDeptForm.fields({
      pid: ({ value, onChange, onBlur }) => (
        <ParentSelect value={value} onChange={onChange} onBlur={onBlur} editingId={dept?.id} />
      ),
      leaderId: ({ value, onChange, onBlur }) => (
        <UserSelect
          id="leaderId"
          value={value || null}
          onChange={(id) => onChange(id ?? '')}
          onBlur={onBlur}
          placeholder="请选择负责人"
        />
      ),
      sysDeptId: ({ value, onChange, onBlur }) => (
        <DeptTreeSelect
          id="sysDeptId"
          value={value || null}
          onChange={(id) => onChange(id ?? '')}
          onBlur={onBlur}
          placeholder="请选择组织部门"
        />
      ),
    }),
  empty: emptyMfgDept,
  values: mfgDeptFormValues,
  add: (body, options) => mfgDeptAdd({ body }, options),
  edit: (body, dept, options) => mfgDeptEdit({ body: { ...body, id: dept.id } }, options),
});
