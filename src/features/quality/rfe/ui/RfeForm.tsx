import { useMemo, useState } from 'react';
import { MaterialPickField } from '@/entities/material';
import { useUnitPrecision } from '@/entities/quality/iqc-apply';
import { WarehouseSelect } from '@/entities/storage/warehouse';
import { qmRfeApplyAdd, qmRfeApplyEdit } from '@/shared/api';
import { RecordFormModal, type RecordFormPanelProps } from '@/shared/ui/record-form';
import { rfeEmpty, rfeForm, rfeSchema, type RfeValues } from '../model/rfe-form';
import type { RfeFromStock } from '../model/rfe-from-stock';
import type { RfeRow } from '../model/rfe-states';

/** The material as the form shows it: code and name, and the unit the quantity is counted in. */
interface ChosenMaterial {
  code: string;
  name: string;
  uomName: string;
  uomPrecision?: number;
}

const valuesOf = (record: RfeRow): RfeValues => ({
  sourceType: record.sourceType,
  reason: record.reason,
  reasonText: record.reasonText ?? '',
  materialId: record.materialId,
  batchNo: record.batchNo,
  houseId: record.houseId,
  qty: record.qty,
  remark: record.remark ?? '',
});

/**
 * 新增 / 编辑复检申请 (docs/design/scm-quality.md → RFE 申请): a batch of a material in a warehouse, why it is
 * re-inspected (a complaint says what), and how much, in the unit's decimals; the server holds it to the batch's
 * on-hand there (1017119) and refuses a second open one (1017115), the refusal shown on the form.
 */
export function RfeForm({
  record,
  prefill,
  onClose,
  onSaved,
}: RecordFormPanelProps<RfeRow> & {
  /** A new request started from a stock row (storage's 效期查询 → 复检申请). */
  prefill?: RfeFromStock | undefined;
}) {
  const [material, setMaterial] = useState<ChosenMaterial | undefined>(
    record
      ? {
          code: record.materialCode,
          name: record.materialName,
          uomName: record.uomName,
          uomPrecision: record.uomPrecision,
        }
      : prefill?.material,
  );
  const listed = useUnitPrecision(material?.uomPrecision === undefined ? material?.uomName : undefined);
  const uomName = material?.uomName;
  const uomPrecision = material?.uomPrecision ?? listed;
  const schema = useMemo(
    () => rfeSchema(uomName !== undefined && uomPrecision !== undefined ? { uomName, uomPrecision } : undefined),
    [uomName, uomPrecision],
  );
  const fields = rfeForm.fields({
    materialId: (field) => (
      <MaterialPickField
        id={field.name}
        value={field.value}
        text={material && `${material.code} ${material.name}`}
        onChange={field.onChange}
        onBlur={field.onBlur}
        onPick={(picked) => setMaterial({ code: picked.code, name: picked.name, uomName: picked.uomName ?? '' })}
      />
    ),
    houseId: (field) => (
      <WarehouseSelect
        id={field.name}
        value={field.value}
        onChange={(next) => field.onChange(next ?? '')}
        onBlur={field.onBlur}
      />
    ),
  });
  return (
    <RecordFormModal
      title={record ? `编辑复检申请：${record.rfeNo}` : '新增复检申请'}
      open
      onClose={onClose}
      schema={schema}
      defaultValues={record ? valuesOf(record) : (prefill?.values ?? rfeEmpty)}
      fields={fields}
      onSubmit={(body) =>
        record
          ? qmRfeApplyEdit({ body: { ...body, id: record.id } }, { quiet: true })
          : qmRfeApplyAdd({ body }, { quiet: true })
      }
      successMessage={record ? '保存成功' : '已提交复检申请，该批次冻结至复检完成'}
      onSaved={onSaved}
      width={840}
    />
  );
}
