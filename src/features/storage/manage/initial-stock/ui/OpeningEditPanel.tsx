import { useMemo } from 'react';
import { MaterialSelector } from '@/entities/material';
import { useEntryLineColumns, type EntryMaterialPicker } from '@/entities/storage/stock';
import { stOpeningDetailQueryOptions, stOpeningEdit, type StOpeningDetailData } from '@/shared/api';
import type { GridColumn } from '@/shared/ui/editable-grid';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { EditFromDetail, RecordFormModal } from '@/shared/ui/record-form';
import { lineOfOpening, openingForm, openingLines, type OpeningLine } from '../model/opening-form';
import type { OpeningRow } from './OpeningList';

/** 物料 of a line from the material selector, with its unit's decimals and traceability. */
const pickMaterial: EntryMaterialPicker<OpeningLine> = ({ onPick, onCancel }, precisionOf) => (
  <MaterialSelector
    open
    multiple={false}
    onCancel={onCancel}
    onOk={([material]) =>
      material
        ? onPick({
            materialId: material.id,
            materialCode: material.code,
            materialName: material.name,
            specification: material.specification ?? null,
            uomName: material.uomName ?? '',
            uomPrecision: material.uomName ? precisionOf(material.uomName) : undefined,
            traceability: material.traceability ?? null,
          })
        : onCancel()
    }
  />
);

function OpeningForm({ doc, onClose, onDone }: { doc: StOpeningDetailData; onClose: () => void; onDone: () => void }) {
  const form = useMemo(
    () =>
      openingForm(
        openingLines(function useColumns(columns: readonly GridColumn<OpeningLine>[]) {
          return useEntryLineColumns(columns, doc.houseId, pickMaterial, doc.lines);
        }),
      ),
    [doc.houseId, doc.lines],
  );
  return (
    <RecordFormModal
      title={`编辑期初单：${doc.docNo}（${doc.houseName}）`}
      open
      width={1280}
      onClose={onClose}
      schema={form.schema}
      fields={form.fields()}
      defaultValues={{
        id: doc.id,
        bizDate: doc.bizDate,
        remark: doc.remark ?? '',
        lines: doc.lines.map(lineOfOpening),
      }}
      onSubmit={(body) => stOpeningEdit({ body }, { quiet: true })}
      onSaved={onDone}
    />
  );
}

/** 编辑期初单: a draft of a warehouse not yet live, from its detail (the lines the list does not carry). */
export function OpeningEditPanel({ row, onClose, refetch }: RowPanelProps<OpeningRow>) {
  return (
    <EditFromDetail
      query={stOpeningDetailQueryOptions({ query: { id: row.id } })}
      title="编辑期初单"
      width={1280}
      onClose={onClose}
    >
      {(doc) => <OpeningForm doc={doc} onClose={onClose} onDone={() => void refetch()} />}
    </EditFromDetail>
  );
}
