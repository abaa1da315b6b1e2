import { Alert, Radio } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { qmRfeApplyComplete } from '@/shared/api';
import { DATE_FORMAT } from '@/shared/config';
import { closeAndRefetch, type RowPanelProps } from '@/shared/ui/crud-screen';
import { RecordFormModal } from '@/shared/ui/record-form';
import { completeForm, completeSchema, type CompleteValues } from '../model/complete-form';
import { RFE_RESULTS, type RfeRow } from '../model/rfe-states';

/** What the result does to the batch, said before it is saved. */
function ResultEffect({ rfe }: { rfe: RfeRow }) {
  const result = useWatch<CompleteValues, 'result'>({ name: 'result' });
  if (result === 'EXTEND')
    return <Alert type="success" showIcon title={`批次 ${rfe.batchNo} 的有效期至改为新日期并解冻，可以发料`} />;
  if (result === 'ISOLATE')
    return <Alert type="warning" showIcon title={`批次 ${rfe.batchNo} 将被隔离（质量状态不合格），之后退货或报废`} />;
  return null;
}

/**
 * 完成复检 of a request in re-inspection (docs/design/scm-quality.md → RFE 申请): 合格 extends the batch to a new
 * 有效期至 (after today and after the date that ran out), 不合格 isolates it; the record of what was checked is required.
 */
export function RfeCompletePanel(props: RowPanelProps<RfeRow>) {
  const { row, onClose } = props;
  const today = dayjs().format(DATE_FORMAT.date);
  const schema = useMemo(() => completeSchema(row, today), [row, today]);
  const fields = completeForm.fields({
    result: (field) => (
      <>
        <Radio.Group
          id={field.name}
          value={field.value || undefined}
          onChange={(event) => field.onChange(event.target.value)}
          options={Object.entries(RFE_RESULTS).map(([value, look]) => ({ value, label: look.label }))}
        />
        <ResultEffect rfe={row} />
      </>
    ),
  });
  const expired = row.expiryDate ? `，原有效期至 ${row.expiryDate}` : '';
  return (
    <RecordFormModal
      title={`完成复检：${row.rfeNo}`}
      open
      onClose={onClose}
      schema={schema}
      defaultValues={{ ...completeForm.empty, id: row.id }}
      fields={[
        ...fields.slice(0, 1),
        ...fields
          .slice(1)
          .map((field) => (field.name === 'newExpiryDate' ? { ...field, placeholder: `晚于今天${expired}` } : field)),
      ]}
      onSubmit={(body) => qmRfeApplyComplete({ body }, { quiet: true })}
      successMessage={`已完成复检 ${row.rfeNo}`}
      onSaved={closeAndRefetch(props)}
      width={640}
      columns={1}
    />
  );
}
