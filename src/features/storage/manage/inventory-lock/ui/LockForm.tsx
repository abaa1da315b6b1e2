import { Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useFormContext, useWatch, type RefCallBack } from 'react-hook-form';
import * as z from 'zod/mini';
import { lockQtyProblem, StockPick, type StStock } from '@/entities/storage/stock';
import { stLockAdd, stLockAddBodyFacts } from '@/shared/api';
import { stateOptions } from '@/shared/ui/state-tag';
import { defineForm, NumberInput, RecordFormModal } from '@/shared/ui/record-form';
import { LOCK_SOURCES } from '../model/lock';

/** The lock's fields, from the contract's body (StLockForm). */
export const lockForm = defineForm(stLockAddBodyFacts, {
  stockId: { label: '库存', kind: 'custom', wide: true },
  wholeBatch: { label: '整批锁定' },
  qty: { label: '锁定数量', kind: 'custom' },
  sourceType: { label: '来源', options: stateOptions(LOCK_SOURCES) },
  sourceNo: { label: '来源单号', placeholder: '预留时填销售订单号，如 SO-20261115-018' },
  reason: { label: '原因', kind: 'textarea', wide: true, placeholder: '如：客户投诉插针氧化，复检前暂停发料' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});
type Values = typeof lockForm.empty;

/**
 * The rules (docs/design/scm-storage.md → 库存锁定): a quantity unless the whole batch is locked, and that quantity
 * within the chosen row's 可用, refused with the figures before anything is sent (the server's 1018011 says the same).
 */
export function lockSchema(stock: StStock | undefined) {
  return lockForm.schema.check(
    z.superRefine((body, context) => {
      if (body.wholeBatch) return;
      const problem = body.qty === null ? '请输入锁定数量' : lockQtyProblem(body.qty, stock);
      if (problem) context.issues.push({ code: 'custom', message: problem, path: ['qty'], input: body.qty });
    }),
  );
}

/** 整批锁定 leaves the quantity to the server (what lies at every location when locked); the input says so. */
function QtyInput({ id, onBlur, inputRef }: { id: string; onBlur: () => void; inputRef: RefCallBack }) {
  const { setValue, control } = useFormContext<Values>();
  const wholeBatch = useWatch({ control, name: 'wholeBatch' });
  const qty = useWatch({ control, name: 'qty' });
  return (
    <NumberInput
      id={id}
      ref={inputRef}
      value={wholeBatch ? null : qty}
      onChange={(value) => setValue('qty', value, { shouldValidate: true })}
      onBlur={onBlur}
      disabled={wholeBatch}
      placeholder={wholeBatch ? '整批锁定：锁定该批次此刻在各库位的可用' : '请输入锁定数量'}
    />
  );
}

interface LockFormProps {
  /** The row 库存明细 opened the screen with (`?stockId=`). */
  stock?: StStock | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 新增锁定: a stock row picked (or the one the screen was opened with), a quantity within its 可用 or the whole batch,
 * 来源, 来源单号 and 原因. A whole-batch lock covers what lies there now; stock of the batch arriving later is not locked.
 */
export function LockForm({ stock: given, onClose, onSaved }: LockFormProps) {
  const [stock, setStock] = useState<StStock | undefined>(given);
  const schema = useMemo(() => lockSchema(stock), [stock]);
  const fields = lockForm.fields({
    stockId: (field) => <StockIdInput id={field.name} stock={stock} onPick={setStock} onBlur={field.onBlur} />,
    qty: (field) => <QtyInput id={field.name} onBlur={field.onBlur} inputRef={field.ref} />,
  });
  return (
    <RecordFormModal
      title="新增锁定"
      open
      onClose={onClose}
      schema={schema}
      defaultValues={{ ...lockForm.empty, stockId: given?.id ?? '', sourceType: 'MANUAL' }}
      fields={fields}
      onSubmit={(body) => stLockAdd({ body: body.wholeBatch ? { ...body, qty: null } : body }, { quiet: true })}
      onSaved={onSaved}
      successMessage="已锁定：锁定数量不再可用，可随时解锁"
      width={840}
    />
  );
}

function StockIdInput({
  id,
  stock,
  onPick,
  onBlur,
}: {
  id: string;
  stock: StStock | undefined;
  onPick: (stock: StStock) => void;
  onBlur: () => void;
}) {
  const { setValue, control } = useFormContext<Values>();
  const wholeBatch = useWatch({ control, name: 'wholeBatch' });
  return (
    <>
      <StockPick
        id={id}
        stock={stock}
        onBlur={onBlur}
        onPick={(picked) => {
          onPick(picked);
          setValue('stockId', picked.id, { shouldValidate: true });
        }}
      />
      {wholeBatch && stock && (
        <Typography.Paragraph type="warning" style={{ marginBottom: 0 }}>
          {`整批锁定：批次 ${stock.batchNo} 此刻在${stock.houseName}各库位的可用全部锁定；之后再入库的（退料、移入）不锁。`}
        </Typography.Paragraph>
      )}
    </>
  );
}
