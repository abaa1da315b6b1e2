import * as z from 'zod/mini';
import { LIFE_MODES } from '@/entities/mes/tool-category';
import { mfgToolCategoryAddBodyFacts } from '@/shared/api';
import { ROOT_PID } from '@/shared/lib/pid-tree';
import { defineForm } from '@/shared/ui/record-form';
import type { CategoryScope, MfgToolCategory } from './category-list';

/** 工装类别 add/edit on the contract's MfgToolCategoryForm. */
const declared = defineForm(mfgToolCategoryAddBodyFacts, {
  pid: { label: '上级类别', kind: 'custom', rule: z.string().check(z.minLength(1, '请选择上级类别')) },
  code: { label: '类别编码', placeholder: '字母、数字、“-”和“_”，如 CT-DRILL' },
  name: { label: '类别名称' },
  lifeMode: { label: '寿命管理方式', options: [...LIFE_MODES] },
  defaultRatedLife: { label: '默认额定寿命', placeholder: '次数或小时，新工装的额定寿命' },
  maintainDays: { label: '保养周期（天）' },
  needCheck: { label: '需点检' },
  sort: { label: '排序' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

/** A life that is not managed has no rated life. */
export const categoryForm = {
  ...declared,
  schema: declared.schema.check(
    z.refine((body) => body.lifeMode !== 'NONE' || body.defaultRatedLife === null, { message: '不管理寿命时不填默认额定寿命', path: ['defaultRatedLife'] }),
  ),
};

export type CategoryFormValues = typeof declared.empty;
export type CategoryFormBody = z.output<typeof declared.schema>;

export function emptyCategory(scope: CategoryScope | undefined): CategoryFormValues {
  return { ...declared.empty, pid: scope?.pid ?? ROOT_PID, lifeMode: 'COUNT', sort: 10 };
}

export function categoryFormValues(category: MfgToolCategory): CategoryFormValues {
  return {
    pid: category.pid,
    code: category.code,
    name: category.name,
    lifeMode: category.lifeMode,
    defaultRatedLife: category.defaultRatedLife ?? null,
    maintainDays: category.maintainDays ?? null,
    needCheck: category.needCheck,
    sort: category.sort,
    remark: category.remark ?? '',
  };
}
