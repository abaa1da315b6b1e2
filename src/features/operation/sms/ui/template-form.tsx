import * as z from 'zod/mini';
import { opSmsTemplateAdd, opSmsTemplateAddBodyFacts, opSmsTemplateEdit } from '@/shared/api';
import { requiredText } from '@/shared/lib/form-rules';
import { defineForm, defineRecordForm } from '@/shared/ui/record-form';
import { type OpSmsTemplate, SMS_PURPOSES } from '../model/sms-lists';
import { templateContentProblem } from '../model/template-variables';
import { ChannelSelect } from './ChannelSelect';

const CONTENT = '模板内容';

/** The content: required, within the contract's 500 characters, its ${variables} well formed. */
const contentRule = requiredText(CONTENT, 500).check(
  z.superRefine((value, context) => {
    const problem = templateContentProblem(value);
    if (problem) context.issues.push({ code: 'custom', message: problem, input: value });
  }),
);

/** 短信模板 add/edit on the contract's OpSmsTemplateForm. */
export const templateForm = defineForm(opSmsTemplateAddBodyFacts, {
  code: { label: '模板编码' },
  name: { label: '模板名称' },
  channelId: { label: '短信通道', kind: 'custom' },
  providerTemplateId: { label: '服务商模板 ID', placeholder: '如 SMS_465120001' },
  purpose: { label: '用途', options: SMS_PURPOSES },
  content: {
    label: CONTENT,
    kind: 'textarea',
    wide: true,
    placeholder: '变量写作 ${变量名}，如：您的验证码为${code}，${minutes}分钟内有效。',
    rule: contentRule,
  },
  remark: { label: '备注', kind: 'textarea', wide: true },
});

export type TemplateFormValues = typeof templateForm.empty;
export type TemplateFormBody = z.output<typeof templateForm.schema>;

export const templateFormValues = (template: OpSmsTemplate): TemplateFormValues => ({
  code: template.code,
  name: template.name,
  channelId: template.channelId,
  providerTemplateId: template.providerTemplateId,
  purpose: template.purpose,
  content: template.content,
  remark: template.remark ?? '',
});

/** 新增短信模板 / 编辑短信模板. */
export const TemplateForm = defineRecordForm<OpSmsTemplate, TemplateFormValues, TemplateFormBody>({
  noun: '短信模板',
  schema: templateForm.schema,
  fields: templateForm.fields({
    channelId: ({ value, onChange, onBlur }) => (
      <ChannelSelect id="channelId" value={value} onChange={onChange} onBlur={onBlur} />
    ),
  }),
  empty: templateForm.empty,
  values: templateFormValues,
  add: (body, options) => opSmsTemplateAdd({ body }, options),
  edit: (body, template, options) => opSmsTemplateEdit({ body: { ...body, id: template.id } }, options),
});
