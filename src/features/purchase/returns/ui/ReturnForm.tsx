import { useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import type { PoReturnRow } from '@/entities/purchase-order';
import { SupplierSelect } from '@/entities/supplier';
import {
  poReceiveBackAdd,
  poReceiveBackAddBodyFacts,
  poReceiveBackDetailQueryOptions,
  poReceiveBackEdit,
  type PoReceiveBackDetailData,
} from '@/shared/api';
import { defineForm, EditFromDetail, RecordFormModal, type RecordFormPanelProps } from '@/shared/ui/record-form';
import { returnQtyProblem } from '../model/return-qty';
import { ReturnSourceField, type ChosenSource } from './ReturnSourceField';

/** The return's fields, from the contract's body facts; 来源类型 goes with the source picked, never typed. */
export const returnForm = defineForm(poReceiveBackAddBodyFacts, {
  supplierId: { label: '供应商', kind: 'custom' },
  sourceType: { label: '退货来源', hidden: true },
  sourceId: { label: '退货来源', kind: 'custom', wide: true },
  qty: { label: '退货数' },
  reason: { label: '退货原因', kind: 'textarea', wide: true, placeholder: '如：来料检验不合格，插针弯曲' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});
type Values = typeof returnForm.empty;

/** The rules, and the quantity checked against the source chosen (its on-hand and what other returns hold). */
export function returnSchema(source: ChosenSource | undefined) {
  return returnForm.schema.check(
    z.superRefine((body, context) => {
      const problem = returnQtyProblem(body.qty, source);
      if (problem) context.issues.push({ code: 'custom', message: problem, path: ['qty'], input: body.qty });
    }),
  );
}

const sourceOf = (record: PoReceiveBackDetailData): ChosenSource => ({ ...record, id: record.sourceId });

function SupplierInput({ id, onClear }: { id: string; onClear: () => void }) {
  const { setValue } = useFormContext<Values>();
  const supplierId = useWatch<Values, 'supplierId'>({ name: 'supplierId' });
  return (
    <SupplierSelect
      id={id}
      value={supplierId}
      onChange={(next) => {
        if (next === supplierId) return;
        setValue('supplierId', next ?? '', { shouldValidate: true });
        // Another supplier's sources: the one chosen no longer fits.
        setValue('sourceId', '');
        setValue('sourceType', '');
        onClear();
      }}
    />
  );
}

function SourceInput({
  id,
  source,
  onPick,
  onBlur,
}: {
  id: string;
  source: ChosenSource | undefined;
  onPick: (source: ChosenSource) => void;
  onBlur: () => void;
}) {
  const { setValue } = useFormContext<Values>();
  const supplierId = useWatch<Values, 'supplierId'>({ name: 'supplierId' });
  return (
    <ReturnSourceField
      id={id}
      supplierId={supplierId}
      source={source}
      onBlur={onBlur}
      onPick={(picked) => {
        onPick(picked);
        setValue('sourceType', picked.sourceType);
        setValue('sourceId', picked.id, { shouldValidate: true });
      }}
    />
  );
}

function ReturnFormDialog({
  record,
  onClose,
  onSaved,
}: {
  record?: PoReceiveBackDetailData;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [source, setSource] = useState<ChosenSource | undefined>(record && sourceOf(record));
  const schema = useMemo(() => returnSchema(source), [source]);
  const fields = returnForm.fields({
    supplierId: (field) => <SupplierInput id={field.name} onClear={() => setSource(undefined)} />,
    sourceId: (field) => <SourceInput id={field.name} source={source} onPick={setSource} onBlur={field.onBlur} />,
  });
  const values: Values = record
    ? {
        supplierId: record.supplierId,
        sourceType: record.sourceType,
        sourceId: record.sourceId,
        qty: record.qty,
        reason: record.reason,
        remark: record.remark ?? '',
      }
    : returnForm.empty;
  return (
    <RecordFormModal
      title={record ? `编辑退货单：${record.returnNo}` : '新增退货单'}
      open
      onClose={onClose}
      schema={schema}
      defaultValues={values}
      fields={fields}
      onSubmit={(body) =>
        record
          ? poReceiveBackEdit({ body: { ...body, id: record.id } }, { quiet: true })
          : poReceiveBackAdd({ body }, { quiet: true })
      }
      onSaved={onSaved}
      width={840}
    />
  );
}

/**
 * 新增 / 编辑退货单 (docs/design/scm-purchase.md → 退货管理): 供应商, then a source of it (a rejected inspection or a
 * batch on hand), 退货数 within what can go back from there, and the reason. An edit starts from the detail, which
 * carries the source's on-hand and what other returns hold.
 */
export function ReturnForm({ record, onClose, onSaved }: RecordFormPanelProps<PoReturnRow>) {
  if (!record) return <ReturnFormDialog onClose={onClose} onSaved={onSaved} />;
  return (
    <EditFromDetail
      query={poReceiveBackDetailQueryOptions({ query: { id: record.id } })}
      title="编辑退货单"
      width={840}
      onClose={onClose}
    >
      {(detail) => <ReturnFormDialog record={detail} onClose={onClose} onSaved={onSaved} />}
    </EditFromDetail>
  );
}
