import * as z from 'zod/mini';
import { mfgStateAddBodyFacts } from '@/shared/api';
import { ROOT_PID } from '@/shared/lib/pid-tree';
import { defineForm } from '@/shared/ui/record-form';
import { STATE_CATEGORIES, type MfgState, type StateScope } from './state-list';

/** 生产状态 add/edit on the contract's MfgStateForm; the parent is '0' at the top level. */
export const stateForm = defineForm(mfgStateAddBodyFacts, {
  pid: { label: '上级状态', kind: 'custom', rule: z.string().check(z.minLength(1, '请选择上级状态')) },
  code: { label: '状态编码', placeholder: '字母、数字、“-”和“_”，如 STOP-U-FAULT' },
  name: { label: '状态名称' },
  category: { label: '类别', options: [...STATE_CATEGORIES] },
  color: { label: '颜色', kind: 'custom', rule: z.string().check(z.regex(/^#[0-9A-Fa-f]{6}$/, '请选择颜色')) },
  oeeLoss: { label: '计入 OEE 损失' },
  needReason: { label: '需填原因' },
  sort: { label: '排序', placeholder: '0–9999，同级中越小越靠前' },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type StateFormValues = typeof stateForm.empty;
export type StateFormBody = z.output<typeof stateForm.schema>;

/** A new state: under the chosen node and in its category when added as a child. */
export function emptyState(scope: StateScope | undefined): StateFormValues {
  const category = STATE_CATEGORIES.find((option) => option.value === scope?.category)?.value ?? '';
  return { ...stateForm.empty, pid: scope?.pid ?? ROOT_PID, category, color: '#1677FF', sort: 10 };
}

export function stateFormValues(state: MfgState): StateFormValues {
  return {
    pid: state.pid,
    code: state.code,
    name: state.name,
    category: state.category,
    color: state.color,
    oeeLoss: state.oeeLoss,
    needReason: state.needReason,
    sort: state.sort,
    remark: state.remark ?? '',
  };
}
