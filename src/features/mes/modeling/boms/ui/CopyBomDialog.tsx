import { createContext, useContext } from 'react';
import { MaterialPickField, type MaterialPickFieldProps } from '@/entities/material';
import { mfgBomCopy, mfgBomCopyBodyFacts } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { defineForm, RecordFormModal } from '@/shared/ui/record-form';
import type { MfgBom } from '../model/bom-state';

/** 复制: to a new version of the same product, or to another product. */
const copyForm = defineForm(mfgBomCopyBodyFacts, {
  id: { label: '来源 BOM', hidden: true },
  materialId: { label: '目标产品', kind: 'custom' },
  version: { label: '新版本', placeholder: '如 V1.2' },
  effectiveDate: { label: '生效日期', kind: 'date' },
});

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

const fields = copyForm.fields({
  materialId: ({ value, onChange, onBlur }) => (
    <TargetProductField id="materialId" value={value} onChange={onChange} onBlur={onBlur} />
  ),
});

/** 复制 a BOM version (the way to change a released or frozen one): the same product unless another is picked. */
export function CopyBomDialog({ row, onClose, refetch }: RowPanelProps<MfgBom>) {
  return (
    <SourceBom.Provider value={row}>
      <RecordFormModal
        title={`复制 BOM：${row.materialCode} ${row.version}`}
        open
        onClose={onClose}
        schema={copyForm.schema}
        defaultValues={{ ...copyForm.empty, id: row.id, materialId: row.materialId }}
        fields={fields}
        onSubmit={(body) => mfgBomCopy({ body }, { quiet: true })}
        onSaved={() => void refetch()}
      />
    </SourceBom.Provider>
  );
}
