import * as z from 'zod/mini';
import type { WipMaterialCreateVariables } from '@/shared/api';
import { codeText, exactBody, optionalText, requiredChoice, requiredText } from '@/shared/lib/form-rules';

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
export const wipBatchSchema = exactBody<WipMaterialCreateVariables['body']>()(
  z
    .object({
      items: z
        .array(wipItem)
        .check(z.minLength(1, '请至少添加一行'), z.maxLength(BATCH_MAX, `一次最多 ${BATCH_MAX} 行`)),
    })
    .check(
      z.superRefine((form, ctx) => {
        const seen = new Set<string>();
        form.items.forEach((item, index) => {
          if (item.code === '') return;
          if (seen.has(item.code))
            ctx.addIssue({
              code: 'custom',
              path: ['items', index, 'code'],
              message: `第 ${index + 1} 行编码重复`,
              input: item.code,
            });
          else seen.add(item.code);
        });
      }),
    ),
);

export type WipBatchValues = z.input<typeof wipBatchSchema>;
export type WipBatchBody = z.output<typeof wipBatchSchema>;

export const emptyBatchRow = (): WipBatchValues['items'][number] => ({
  materialId: '',
  mfgStateId: '',
  code: '',
  name: '',
  specification: '',
  remark: '',
});
