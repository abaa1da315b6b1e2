import { useMemo } from 'react';
import { DeptTreeSelect } from '@/entities/department';
import { sysDeptAdd, sysDeptEdit, sysDeptPageOperation, sysDeptTreeByOrgTypeOperation, sysDeptTreeOperation } from '@/shared/api';
import { useRefetchList } from '@/shared/ui/record-actions';
import { RecordFormModal } from '@/shared/ui/record-form';
import { deptFields, deptFormSchema, deptFormValues, emptyDept, type DeptFormBody, type DeptFormValues } from '../model/dept-form';
import type { SysDept } from '../model/dept-list';

const fieldsFor = (selfId: string | undefined) =>
  deptFields({
    pid: ({ value, onChange, onBlur, ref }) => <DeptTreeSelect id="pid" parentOf={{ selfId }} value={value} onChange={onChange} onBlur={onBlur} ref={ref} placeholder="请选择上级部门" />,
  });

/** 新增部门 / 编辑部门: saved quietly so the server's message lands on the form; the list and the trees refetch after. */
export function DeptFormModal({ dept, open, onClose }: { dept?: SysDept | undefined; open: boolean; onClose: () => void }) {
  const refetch = useRefetchList(sysDeptPageOperation, sysDeptTreeOperation, sysDeptTreeByOrgTypeOperation);
  const fields = useMemo(() => fieldsFor(dept?.id), [dept?.id]);
  return (
    <RecordFormModal<DeptFormValues, DeptFormBody>
      title={dept ? '编辑部门' : '新增部门'}
      open={open}
      onClose={onClose}
      schema={deptFormSchema}
      defaultValues={dept ? deptFormValues(dept) : emptyDept}
      fields={fields}
      onSubmit={(body) => (dept ? sysDeptEdit({ body: { ...body, id: dept.id } }, { quiet: true }) : sysDeptAdd({ body }, { quiet: true }))}
      onSaved={() => void refetch()}
    />
  );
}
