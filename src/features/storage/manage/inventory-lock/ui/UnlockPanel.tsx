import { useMemo } from 'react';
import * as z from 'zod/mini';
import { qtyWithUnit } from '@/entities/storage/stock';
import { stLockUnlock, stLockUnlockBodyFacts } from '@/shared/api';
import { closeAndRefetch, type RowPanelProps } from '@/shared/ui/crud-screen';
import { defineForm, RecordFormModal } from '@/shared/ui/record-form';
import { stillLocked, unlockQtyProblem, type LockRow } from '../model/lock';

/** 解锁's fields (StLockUnlockBody): 解锁数量 (empty: all that is still locked) and the reason. */
export const unlockForm = defineForm(stLockUnlockBodyFacts, {
  id: { label: '锁定单', hidden: true },
  qty: { label: '解锁数量' },
  reason: { label: '解锁原因', kind: 'textarea', wide: true, placeholder: '如：客户改期交货，取消预留' },
});

/** The rules: 解锁数量 within what is still locked (1018012), checked before sending. */
export function unlockSchema(lock: LockRow) {
  return unlockForm.schema.check(
    z.superRefine((body, context) => {
      const problem = unlockQtyProblem(body.qty, lock);
      if (problem) context.issues.push({ code: 'custom', message: problem, path: ['qty'], input: body.qty });
    }),
  );
}

/** 解锁 a quantity or all that is still locked, with a reason (docs/design/scm-storage.md → 库存锁定). */
export function UnlockPanel(props: RowPanelProps<LockRow>) {
  const { row } = props;
  const schema = useMemo(() => unlockSchema(row), [row]);
  const left = qtyWithUnit(row, stillLocked(row));
  const fields = unlockForm
    .fields()
    .map((field) => (field.name === 'qty' ? { ...field, placeholder: `留空为全部解锁（锁定中 ${left}）` } : field));
  return (
    <RecordFormModal
      title={`解锁：${row.lockNo}（${row.materialCode} 批次 ${row.batchNo}，锁定中 ${left}）`}
      open
      onClose={props.onClose}
      schema={schema}
      defaultValues={{ ...unlockForm.empty, id: row.id }}
      fields={fields}
      onSubmit={(body) => stLockUnlock({ body }, { quiet: true })}
      onSaved={closeAndRefetch(props)}
      successMessage="已解锁"
      columns={1}
      width={560}
    />
  );
}
