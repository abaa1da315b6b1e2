import * as z from 'zod/mini';
import { pmDocCategoryAddBodyFacts } from '@/shared/api';
import { defineForm } from '@/shared/ui/record-form';
import { ROOT_PID, type PmDocCategory } from './category-tree';
import { PHASE_CODES } from './phases';

/** 文档分类 add/edit on the contract's PmDocCategoryForm; the parent is '0' at the top level. */
export const categoryForm = defineForm(pmDocCategoryAddBodyFacts, {
  pid: { label: '上级分类', kind: 'custom', rule: z.string().check(z.minLength(1, '请选择上级分类')) },
  code: { label: '分类编码', placeholder: '字母、数字、“-”和“_”，如 DFMEA' },
  name: { label: '分类名称' },
  sort: { label: '排序', placeholder: '0–9999，同级中越小越靠前' },
  requiredPhaseCodes: {
    label: '必交阶段',
    kind: 'custom',
    wide: true,
    rule: z.array(z.enum(PHASE_CODES, '请选择阶段')),
  },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type CategoryFormValues = typeof categoryForm.empty;
export type CategoryFormBody = z.output<typeof categoryForm.schema>;

export const emptyCategory: CategoryFormValues = { ...categoryForm.empty, pid: ROOT_PID };

export function categoryFormValues(category: PmDocCategory): CategoryFormValues {
  return {
    pid: category.pid,
    code: category.code,
    name: category.name,
    sort: category.sort,
    requiredPhaseCodes: category.requiredPhaseCodes,
    remark: category.remark ?? '',
  };
}
