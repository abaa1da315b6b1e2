import { useMemo } from 'react';
import { MaterialPickField } from '@/entities/material';
import { mfgBomCopy } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/list-screen';
import { defineRecordForm } from '@/shared/ui/record-form';
import { bomCopyForm, type BomCopyBody, type BomCopyValues } from '../model/bom-form';
import type { MfgBom } from '../model/bom-list';

// An edit-only form starting from the BOM: the same product unless another is picked; the copy is a draft.
function copyFormOf(source: MfgBom) {
  return defineRecordForm<MfgBom, BomCopyValues, BomCopyBody>({
    noun: 'BOM',
    title: () => `复制 BOM：${source.materialCode} ${source.version}`,
    schema: bomCopyForm.schema,
    fields: bomCopyForm.fields({
      materialId: ({ value, onChange, onBlur }) =>
        value === source.materialId ? (
          // The source's own product, named; 选择 picks another.
          <MaterialPickField id="materialId" value={null} onChange={onChange} onBlur={onBlur} placeholder={`${source.materialCode} ${source.materialName}（同一产品）`} />
        ) : (
          <MaterialPickField id="materialId" value={value} onChange={onChange} onBlur={onBlur} />
        ),
    }),
    values: (b) => ({ id: b.id, materialId: b.materialId, version: '', effectiveDate: '' }),
    edit: (body, _bom, options) => mfgBomCopy({ body }, options),
  });
}

/** 复制 a BOM version: the way to change a released or frozen one. */
export function CopyBomDialog({ row, onClose, refetch }: RowPanelProps<MfgBom>) {
  const CopyForm = useMemo(() => copyFormOf(row), [row]);
  return <CopyForm record={row} onClose={onClose} onSaved={() => void refetch()} />;
}
