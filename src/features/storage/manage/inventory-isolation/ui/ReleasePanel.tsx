import { Typography } from 'antd';
import { useMemo } from 'react';
import * as z from 'zod/mini';
import { LocationSelect, qtyWithUnit, ST_QUALITY_STATES } from '@/entities/storage/stock';
import { stIsolationRelease, stIsolationReleaseBodyFacts } from '@/shared/api';
import { closeAndRefetch, type RowPanelProps } from '@/shared/ui/crud-screen';
import { defineForm, RecordFormModal } from '@/shared/ui/record-form';
import { releaseQtyProblem, stillIsolated, type IsolationRow } from '../model/isolation';

/** 释放's fields (StIsolationReleaseBody). */
export const releaseForm = defineForm(stIsolationReleaseBodyFacts, {
  id: { label: '隔离单', hidden: true },
  qty: { label: '释放数量' },
  toLocationId: { label: '释放到库位', kind: 'custom' },
  reason: { label: '释放原因', kind: 'textarea', wide: true, placeholder: '如：质量部特采放行（特采单号）' },
});

/** The rules: 释放数量 within what is still isolated (1018012), before sending. */
export function releaseSchema(row: IsolationRow) {
  return releaseForm.schema.check(
    z.superRefine((body, context) => {
      const problem = releaseQtyProblem(body.qty, row);
      if (problem) context.issues.push({ code: 'custom', message: problem, path: ['qty'], input: body.qty });
    }),
  );
}

/**
 * 释放 (docs/design/scm-storage.md → 库存隔离): back to an enabled, non-isolation location of the warehouse. 不合格 or
 * 冻结 stock is released only after quality's decision: the dialog says so, and the server's 1018021 shows here.
 */
export function ReleasePanel(props: RowPanelProps<IsolationRow>) {
  const { row } = props;
  const schema = useMemo(() => releaseSchema(row), [row]);
  const held = row.qualityState === 'REJECTED' || row.qualityState === 'FROZEN';
  const fields = releaseForm.fields({
    toLocationId: (field) => (
      <>
        <LocationSelect
          id={field.name}
          value={field.value}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          houseId={row.houseId}
          isolation="exclude"
        />
        {held && (
          <Typography.Text type="warning">
            {`隔离时为${ST_QUALITY_STATES[row.qualityState].label}：须先经质量处置（特采或复检合格）才能释放；退货、报废直接从隔离库位出库。`}
          </Typography.Text>
        )}
      </>
    ),
  });
  return (
    <RecordFormModal
      title={`释放：${row.isolationNo}（${row.materialCode} 批次 ${row.batchNo}，隔离中 ${qtyWithUnit(row, stillIsolated(row))}）`}
      open
      onClose={props.onClose}
      schema={schema}
      defaultValues={{ ...releaseForm.empty, id: row.id, qty: stillIsolated(row) }}
      fields={fields}
      onSubmit={(body) => stIsolationRelease({ body }, { quiet: true })}
      onSaved={closeAndRefetch(props)}
      successMessage="已释放"
      columns={1}
      width={600}
    />
  );
}
