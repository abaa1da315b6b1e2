import { createContext, useContext } from 'react';
import { MaterialPickField, type MaterialPickFieldProps } from '@/entities/material';
import { mfgBomCopy } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { defineRecordForm } from '@/shared/ui/record-form';
import { bomCopyForm, type BomCopyBody, type BomCopyValues } from '../model/bom-form';
import type { MfgBom } from '../model/bom-list';

const SourceBom = createContext<MfgBom | undefined>(undefined);

/** The target product: the source's own one, named, until another is picked. */
function TargetProductField({ value, ...props }: MaterialPickFieldProps) {
  const source = useContext(SourceBom);
  return source && value === source.materialId ? (
    <MaterialPickField
      {...props}
      value={null}
      placeholder={`${source.materialCode} ${source.materialName}（同一产品）`}
    />
  ) : (
    <MaterialPickField {...props} value={value} />
  );
}

// An edit-only form starting from the BOM: the same product unless another is picked; the copy is a draft.
const CopyForm = defineRecordForm<MfgBom, BomCopyValues, BomCopyBody>({
  noun: 'BOM',
  title: (b) => `复制 BOM：${b?.materialCode ?? ''} ${b?.version ?? ''}`,
  schema: bomCopyForm.schema,
  fields: bomCopyForm.fields({
    materialId: ({ value, onChange, onBlur }) => (
      <TargetProductField id="materialId" value={value} onChange={onChange} onBlur={onBlur} />
    ),
  }),
  values: (b) => ({ id: b.id, materialId: b.materialId, version: '', effectiveDate: '' }),
  edit: (body, _bom, options) => mfgBomCopy({ body }, options),
});

/** 复制 a BOM version: the way to change a released or frozen one. */
export function CopyBomDialog({ row, onClose, refetch }: RowPanelProps<MfgBom>) {
  return (
    <SourceBom.Provider value={row}>
      <CopyForm record={row} onClose={onClose} onSaved={() => void refetch()} />
    </SourceBom.Provider>
  );
}
