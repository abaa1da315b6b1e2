import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import * as z from 'zod/mini';
import { isolationQtyProblem, StockPick, stockLocations, type StStock } from '@/entities/storage/stock';
import { stIsolationAdd, stIsolationAddBodyFacts } from '@/shared/api';
import { defineForm, RecordFormModal } from '@/shared/ui/record-form';
import { alreadyIsolated, isolationTargets, MANUAL_SOURCES } from '../model/isolation';

/** The isolation's fields, from the contract's body (StIsolationForm). */
export const isolationForm = defineForm(stIsolationAddBodyFacts, {
  stockId: { label: '库存', kind: 'custom', wide: true },
  toLocationId: { label: '隔离库位', kind: 'custom' },
  qty: { label: '隔离数量' },
  sourceType: { label: '来源', kind: 'select', options: MANUAL_SOURCES },
  sourceNo: { label: '来源单号', placeholder: '复检单号、客诉单号' },
  reason: { label: '原因', kind: 'textarea', wide: true, placeholder: '如：客户反馈插针氧化，同批待确认' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});
type Values = typeof isolationForm.empty;

/**
 * The rules (docs/design/scm-storage.md → 库存隔离): a row not already on an isolation location, and a quantity within
 * its 在库 − 已分配 (the server's 1018011 names the same figures).
 */
export function isolationSchema(stock: StStock | undefined) {
  return isolationForm.schema.check(
    z.superRefine((body, context) => {
      const isolated = alreadyIsolated(stock);
      if (isolated) context.issues.push({ code: 'custom', message: isolated, path: ['stockId'], input: body.stockId });
      const problem = isolationQtyProblem(body.qty, stock);
      if (problem) context.issues.push({ code: 'custom', message: problem, path: ['qty'], input: body.qty });
    }),
  );
}

/** The isolation locations the chosen row may go to: its warehouse's, or 不良品仓's. */
function TargetSelect({
  id,
  houseId,
  value,
  onChange,
  onBlur,
}: {
  id: string;
  houseId: string | undefined;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const { data } = useQuery(stockLocations);
  const targets = isolationTargets(data ?? [], houseId);
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      value={value || null}
      onChange={(next: string | null | undefined) => onChange(next ?? '')}
      onBlur={onBlur}
      disabled={!houseId}
      placeholder={houseId ? '请选择隔离库位' : '请先选择库存'}
      options={targets.map((location) => ({
        value: location.id,
        label: `${location.code} ${location.name}（${location.houseName}）`,
      }))}
    />
  );
}

interface IsolationFormProps {
  /** The row 库存明细 opened the screen with (`?stockId=`). */
  stock?: StStock | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** 新增隔离: a stock row, the isolation location it goes to, a quantity within 在库 − 已分配, 来源 and 原因. */
export function IsolationForm({ stock: given, onClose, onSaved }: IsolationFormProps) {
  const [stock, setStock] = useState<StStock | undefined>(given);
  const schema = useMemo(() => isolationSchema(stock), [stock]);
  const fields = isolationForm.fields({
    stockId: (field) => <StockInput id={field.name} stock={stock} onPick={setStock} onBlur={field.onBlur} />,
    toLocationId: (field) => (
      <TargetSelect
        id={field.name}
        houseId={stock?.houseId}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
    ),
  });
  return (
    <RecordFormModal
      title="新增隔离"
      open
      onClose={onClose}
      schema={schema}
      defaultValues={{ ...isolationForm.empty, stockId: given?.id ?? '', sourceType: 'MANUAL' }}
      fields={fields}
      onSubmit={(body) => stIsolationAdd({ body }, { quiet: true })}
      onSaved={onSaved}
      successMessage="已隔离：库存已移入隔离库位，质量状态不变"
      width={840}
    />
  );
}

function StockInput({
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
  const { setValue } = useFormContext<Values>();
  return (
    <StockPick
      id={id}
      stock={stock}
      onBlur={onBlur}
      onPick={(picked) => {
        onPick(picked);
        setValue('stockId', picked.id, { shouldValidate: true });
        // Another warehouse's row: the isolation location chosen no longer fits.
        if (picked.houseId !== stock?.houseId) setValue('toLocationId', '');
      }}
    />
  );
}
