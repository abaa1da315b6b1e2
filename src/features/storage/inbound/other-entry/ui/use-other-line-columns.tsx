import { useEffect, useMemo, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { MaterialSelector } from '@/entities/material';
import { useEntryLineColumns, type EntryMaterialPicker } from '@/entities/storage/stock';
import type { stOtherEntry } from '@/shared/api';
import type { FormValues } from '@/shared/ui/crud-screen';
import type { GridColumn } from '@/shared/ui/editable-grid';
import { linesForType, type OtherLine } from '../model/other-lines';

type Values = FormValues<typeof stOtherEntry>;

/** 物料 of a line from the material selector, with its unit's decimals and traceability. */
const pickMaterial: EntryMaterialPicker<OtherLine> = ({ onPick, onCancel }, precisionOf) => (
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

/**
 * 入库明细's columns as the header makes them: 库位 among the chosen warehouse's locations (and those the lines hold),
 * 物料 from the material selector; choosing 客供料入库 turns the lines still 合格 to 待检 (and back).
 */
export function useOtherLineColumns(columns: readonly GridColumn<OtherLine>[]): readonly GridColumn<OtherLine>[] {
  const { getValues, setValue } = useFormContext<Values>();
  const houseId = useWatch<Values, 'houseId'>({ name: 'houseId' });
  const entryType = useWatch<Values, 'entryType'>({ name: 'entryType' });
  const typeBefore = useRef(entryType);
  useEffect(() => {
    if (typeBefore.current === entryType) return;
    const lines = getValues('lines') as OtherLine[];
    setValue('lines', linesForType(lines, typeBefore.current, entryType));
    typeBefore.current = entryType;
  }, [entryType, getValues, setValue]);
  const lines = useWatch<Values, 'lines'>({ name: 'lines' }) as readonly OtherLine[] | undefined;
  const known = useMemo(
    () =>
      (lines ?? []).flatMap((line) =>
        line.locationCode
          ? [{ locationId: line.locationId, locationCode: line.locationCode, locationName: line.locationName ?? '' }]
          : [],
      ),
    [lines],
  );
  return useEntryLineColumns(columns, houseId, pickMaterial, known);
}
