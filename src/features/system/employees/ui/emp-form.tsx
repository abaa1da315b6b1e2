import { useFormContext, type ControllerRenderProps } from 'react-hook-form';
import { DeptTreeSelect } from '@/entities/department';
import { UserSelect } from '@/entities/user';
import { sysEmpAdd, sysEmpEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { empForm, empFormValues, empSchema, emptyEmp, type EmpFormBody, type EmpFormValues } from '../model/emp-form';
import type { SysEmp, SysEmpQuery } from '../model/emp-list';
import { ExtraPositionsSelect, MainPositionSelect } from './PositionSelects';

/** The main position; an employee without a department yet takes the position's. */
function MainPosition({ value, onChange, onBlur }: ControllerRenderProps<EmpFormValues, 'mainPosId'>) {
  const { getValues, setValue } = useFormContext<EmpFormValues>();
  return (
    <MainPositionSelect
      id="mainPosId"
      value={value}
      onBlur={onBlur}
      onChange={(posId, deptId) => {
        onChange(posId);
        if (deptId && !getValues('deptId')) setValue('deptId', deptId, { shouldValidate: true });
      }}
    />
  );
}

/** 新增员工 / 编辑员工. */
export const EmpForm = defineRecordForm<SysEmp, EmpFormValues, EmpFormBody, Partial<SysEmpQuery>>({
  noun: '员工',
  schema: empSchema,
  fields: () =>
    empForm
      .fields({
        deptId: ({ value, onChange, onBlur, ref }) => (
          <DeptTreeSelect id="deptId" value={value} onChange={(id) => onChange(id ?? '')} onBlur={onBlur} ref={ref} />
        ),
        mainPosId: (field) => <MainPosition {...field} />,
        extPositions: ({ value, onChange, onBlur }) => (
          <ExtraPositionsSelect id="extPositions" value={value} onChange={onChange} onBlur={onBlur} />
        ),
        userId: ({ value, onChange, onBlur }) => (
          <UserSelect
            id="userId"
            value={value || null}
            onChange={(id) => onChange(id ?? '')}
            onBlur={onBlur}
            placeholder="可选，员工登录系统时使用的账号"
          />
        ),
      })
      // Further positions and the account may be none.
      .map((field) => (field.name === 'extPositions' ? { ...field, required: false } : field)),
  empty: emptyEmp,
  values: empFormValues,
  add: (body, options) => sysEmpAdd({ body }, options),
  edit: (body, emp, options) => sysEmpEdit({ body: { ...body, id: emp.id } }, options),
  columns: 2,
  width: 760,
});
