import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { MaterialPickField, type MaterialRow } from '@/entities/material';
import { useUnitPrecision, type IqcApplyRow, type QtyUnit } from '@/entities/quality/iqc-apply';
import { SupplierSelect } from '@/entities/supplier';
import { WarehouseSelect } from '@/entities/storage/warehouse';
import { qmIqcApplyAdd, qmIqcApplyEdit } from '@/shared/api';
import { DATE_FORMAT } from '@/shared/config';
import { RecordFormModal, type RecordFormPanelProps } from '@/shared/ui/record-form';
import { applyForm, applySchema, type ApplyValues } from '../model/apply-form';
import { addAnswer, type ResolvedMode } from '../model/resolve-mode';
import { ModeField } from './ModeField';

/** The material as the form shows it: its code and name, and the unit its quantities are counted in. */
interface ChosenMaterial {
  id: string;
  code: string;
  name: string;
  uomName: string;
  /** Known from an edited record; from the units' list for a material picked. */
  uomPrecision?: number;
}

const chosenOf = (material: MaterialRow): ChosenMaterial => ({
  id: material.id,
  code: material.code,
  name: material.name,
  uomName: material.uomName ?? '',
});

const valuesOf = (record: IqcApplyRow): ApplyValues => ({
  supplierId: record.supplierId,
  materialId: record.materialId,
  supplierBatch: record.supplierBatch ?? '',
  batchNo: record.batchNo,
  productionDate: record.productionDate ?? '',
  expiryDate: record.expiryDate ?? '',
  houseId: record.houseId,
  arrivalQty: record.arrivalQty,
  inspectQty: record.inspectQty,
  // A mode picked by hand stays picked; one that came from the supplier is left to follow the supplier.
  inspectMode: record.modeSource === 'MANUAL' ? record.inspectMode : '',
  urgent: record.urgent,
  sourceNo: record.sourceNo ?? '',
  remark: record.remark ?? '',
});

/**
 * 手工登记报检 / 编辑 (docs/design/scm-quality.md → IQC 申请): samples or goods without a receipt. 供应商 and 物料 are
 * picked (the material from the material master), 报检数 ≤ 到货数 in the unit's decimals, and 检验方式 shows the mode
 * that will apply; once saved, the answer says whether the lot waits for inspection or, 免检, was judged at once.
 */
export function IqcApplyForm({ record, onClose, onSaved }: RecordFormPanelProps<IqcApplyRow>) {
  const [material, setMaterial] = useState<ChosenMaterial | undefined>(
    record && {
      id: record.materialId,
      code: record.materialCode,
      name: record.materialName,
      uomName: record.uomName,
      uomPrecision: record.uomPrecision,
    },
  );
  const [resolved, setResolved] = useState<ResolvedMode>();
  const listedPrecision = useUnitPrecision(material?.uomPrecision === undefined ? material?.uomName : undefined);
  const uomName = material?.uomName;
  const uomPrecision = material?.uomPrecision ?? listedPrecision;
  const today = dayjs().format(DATE_FORMAT.date);
  const schema = useMemo(() => {
    const unit: QtyUnit | undefined =
      uomName !== undefined && uomPrecision !== undefined ? { uomName, uomPrecision } : undefined;
    return applySchema(unit, today);
  }, [uomName, uomPrecision, today]);
  const onResolved = useCallback((next: ResolvedMode | undefined) => setResolved(next), []);
  const fields = applyForm.fields({
    supplierId: (field) => (
      <SupplierSelect
        id={field.name}
        value={field.value}
        onChange={(next) => field.onChange(next ?? '')}
        onBlur={field.onBlur}
      />
    ),
    materialId: (field) => (
      <MaterialPickField
        id={field.name}
        value={field.value}
        text={material && `${material.code} ${material.name}`}
        onChange={field.onChange}
        onBlur={field.onBlur}
        onPick={(picked) => setMaterial(chosenOf(picked))}
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
    inspectMode: (field) => (
      <ModeField
        id={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        material={material}
        onResolved={onResolved}
      />
    ),
  });
  return (
    <RecordFormModal
      title={record ? `编辑报检单：${record.applyNo}` : '手工登记报检'}
      open
      onClose={onClose}
      schema={schema}
      defaultValues={record ? valuesOf(record) : applyForm.empty}
      fields={fields}
      onSubmit={(body) =>
        record
          ? qmIqcApplyEdit({ body: { ...body, id: record.id } }, { quiet: true })
          : qmIqcApplyAdd({ body }, { quiet: true })
      }
      successMessage={record ? '保存成功' : addAnswer(resolved)}
      onSaved={onSaved}
      width={840}
    />
  );
}
