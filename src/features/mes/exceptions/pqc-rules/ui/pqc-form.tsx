import { MaterialSearchSelect } from '@/entities/material';
import { mfgPqcRuleAdd, mfgPqcRuleEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import {
  emptyPqcRule,
  pqcForm,
  pqcFormSchema,
  pqcFormValues,
  type PqcFormBody,
  type PqcFormValues,
} from '../model/pqc-form';
import type { MfgPqcRule } from '../model/pqc-list';
import { FrequencyTypeSelect, FrequencyValueInput, PqcProcessSelect } from './pqc-pickers';

/** 新增 PQC 规则 / 编辑 PQC 规则 (list rows hold every field). */
export const PqcRuleForm = defineRecordForm<MfgPqcRule, PqcFormValues, PqcFormBody>({
  noun: 'PQC 规则',
  // A space after 新增/编辑 before the Latin letters, as in the menu's title.
  title: (record) => `${record ? '编辑' : '新增'} PQC 规则`,
  width: 880,
  schema: pqcFormSchema,
  fields: pqcForm.fields({
    productId: ({ value, onChange, onBlur }) => (
      <MaterialSearchSelect
        id="productId"
        value={value || null}
        onChange={(id) => onChange(id ?? '')}
        onBlur={onBlur}
      />
    ),
    processId: (field) => <PqcProcessSelect field={field} />,
    frequencyType: (field) => <FrequencyTypeSelect field={field} />,
    frequencyValue: (field) => <FrequencyValueInput field={field} />,
  }),
  empty: emptyPqcRule,
  values: pqcFormValues,
  add: (body, options) => mfgPqcRuleAdd({ body }, options),
  edit: (body, rule, options) => mfgPqcRuleEdit({ body: { ...body, id: rule.id } }, options),
});
