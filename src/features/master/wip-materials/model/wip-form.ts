import * as z from 'zod/mini';
import { wipMaterialUpdateBodyFacts, type WipMaterialCreateVariables } from '@/shared/api';
import { exactBody, codeText, optionalText, requiredChoice, requiredText } from '@/shared/lib/form-rules';
import { defineForm } from '@/shared/ui/record-form';
import type { WipMaterial } from './wip-list';

type BatchBody = WipMaterialCreateVariables['body'];

/** 编辑在制品物料 on the contract's WipMaterialEditForm: rules and input limits come from its facts. */
export const wipEditForm = defineForm(wipMaterialUpdateBodyFacts, {
  // The row's own id: not an input (the screen sends the edited row's id).
  id: { label: 'ID', hidden: true },
  code: { label: '在制品编码' },
  name: { label: '在制品名称' },
  // A state picked from the manufacturing states (the modal renders the picker).
  mfgStateId: { label: '制造状态', kind: 'custom' },
  specification: { label: '规格型号' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type WipEditValues = typeof wipEditForm.empty;
export type WipEditBody = z.output<typeof wipEditForm.schema>;

export function wipEditValues(row: WipMaterial): WipEditValues {
  return {
    id: row.id,
    mfgStateId: row.mfgStateId,
    code: row.code,
    name: row.name,
    specification: row.specification ?? '',
    remark: row.remark ?? '',
  };
}

const wipItem = z.object({
  materialId: requiredChoice('物料'),
  mfgStateId: requiredChoice('制造状态'),
  code: codeText('在制品编码', 40),
  name: requiredText('在制品名称', 64),
  specification: optionalText('规格型号', 128),
  remark: optionalText('备注', 255),
});

export const BATCH_MAX = 100;

/** 批量新增, typed against WipMaterialBatchForm: 1..100 rows, codes unique within the batch (on the later row). */
export const wipBatchSchema = exactBody<BatchBody>()(
  z
    .object({
      items: z
        .array(wipItem)
        .check(z.minLength(1, '请至少添加一行'), z.maxLength(BATCH_MAX, `一次最多 ${BATCH_MAX} 行`)),
    })
    .check(
      z.superRefine((form, ctx) => {
        const seen = new Map<string, number>();
        form.items.forEach((item, index) => {
          const code = item.code;
          if (code === '') return;
          if (seen.has(code))
            ctx.addIssue({
              code: 'custom',
              path: ['items', index, 'code'],
              message: `第 ${index + 1} 行编码重复`,
              input: item.code,
            });
          else seen.set(code, index);
        });
      }),
    ),
);

export type WipBatchValues = z.input<typeof wipBatchSchema>;
export type WipBatchBody = z.output<typeof wipBatchSchema>;
export type WipBatchRow = WipBatchValues['items'][number];

export const emptyBatchRow = (): WipBatchRow => ({
  materialId: '',
  mfgStateId: '',
  code: '',
  name: '',
  specification: '',
  remark: '',
});
