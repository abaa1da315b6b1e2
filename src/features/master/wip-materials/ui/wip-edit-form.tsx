import { wipMaterialUpdate } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { wipEditForm, wipEditValues, type WipEditBody, type WipEditValues } from '../model/wip-form';
import type { WipMaterial } from '../model/wip-list';
import { StatePick } from './pickers';

/** 编辑在制品物料 (new ones come in batches: WipBatchAddModal). */
export const WipEditForm = defineRecordForm<WipMaterial, WipEditValues, WipEditBody>({
  noun: '在制品物料',
  schema: wipEditForm.schema,
  fields: wipEditForm.fields({
    mfgStateId: ({ value, onChange, onBlur }) => (
      <StatePick id="mfgStateId" value={value} onChange={onChange} onBlur={onBlur} />
    ),
  }),
  values: wipEditValues,
  edit: (body, row, options) => wipMaterialUpdate({ body: { ...body, id: row.id } }, options),
});
