import { DeptTreeSelect } from '@/entities/department';
import { WarehouseSelect } from '@/entities/warehouse';
import { mfgLineAdd, mfgLineEdit } from '@/shared/api';
import { useRefetchList } from '@/shared/ui/record-actions';
import { RecordFormModal } from '@/shared/ui/record-form';
import { emptyLine, lineFields, lineFormSchema, lineFormValues, type LineFormBody, type LineFormValues } from '../model/line-form';
import { lineSource, type MfgLine } from '../model/line-list';

const fields = lineFields({
  // Production departments (workshops) only, as in the line selector.
  deptId: ({ value, onChange, onBlur, ref }) => <DeptTreeSelect id="deptId" orgType={2} value={value} onChange={onChange} onBlur={onBlur} ref={ref} placeholder="请选择所属部门" />,
  inHouseCode: ({ value, onChange }) => <WarehouseSelect id="inHouseCode" by="code" value={value} onChange={onChange} placeholder="请选择投料仓库" />,
});

/** 新增产线 / 编辑产线: saved quietly so the server's message lands on the form; the list refetches after. */
export function LineFormModal({ line, open, onClose }: { line?: MfgLine | undefined; open: boolean; onClose: () => void }) {
  const refetch = useRefetchList(lineSource);
  return (
    <RecordFormModal<LineFormValues, LineFormBody>
      title={line ? '编辑产线' : '新增产线'}
      open={open}
      onClose={onClose}
      schema={lineFormSchema}
      defaultValues={line ? lineFormValues(line) : emptyLine}
      fields={fields}
      onSubmit={(body) => (line ? mfgLineEdit({ body: { ...body, id: line.id } }, { quiet: true }) : mfgLineAdd({ body }, { quiet: true }))}
      onSaved={() => void refetch()}
    />
  );
}
