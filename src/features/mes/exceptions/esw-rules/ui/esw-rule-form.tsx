import { mfgEswRuleAdd, mfgEswRuleEdit } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import {
  emptyEswRule,
  eswRuleForm,
  eswRuleFormValues,
  type EswRuleFormBody,
  type EswRuleFormValues,
} from '../model/esw-rule-form';
import type { MfgEswRule } from '../model/esw-rule-list';
import { LinesField, NameWithSentence, NotifyUsersSelect, NotifyWaysInput, ThresholdInput } from './esw-rule-pickers';

/** 新增/编辑 ESW 预警规则, the rule's sentence shown as it is typed. */
export const EswRuleForm = defineRecordForm<MfgEswRule, EswRuleFormValues, EswRuleFormBody>({
  noun: 'ESW 预警规则',
  // A space after 新增/编辑 before the Latin letters, as in the menu's title.
  title: (record) => `${record ? '编辑' : '新增'} ESW 预警规则`,
  width: 860,
  schema: eswRuleForm.schema,
  fields: eswRuleForm.fields({
    name: (field) => <NameWithSentence field={field} />,
    threshold: (field) => <ThresholdInput field={field} />,
    lineIds: (field) => <LinesField field={field} />,
    notifyUserIds: (field) => <NotifyUsersSelect field={field} />,
    notifyWays: (field) => <NotifyWaysInput field={field} />,
  }),
  empty: emptyEswRule,
  values: eswRuleFormValues,
  add: (body, options) => mfgEswRuleAdd({ body }, options),
  edit: (body, rule, options) => mfgEswRuleEdit({ body: { ...body, id: rule.id } }, options),
});
