import * as z from 'zod/mini';
import { opSmsTemplate } from '@/shared/api';
import { requiredText } from '@/shared/lib/form-rules';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { SMS_PURPOSES, titleOf } from '../model/sms-options';
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

/** 短信模板: the content with its ${variables} as written; add, edit, 测试发送, delete. */
export const TemplateList = defineCrudScreen(opSmsTemplate, {
  noun: '短信模板',
  tableId: 'bos.opSms.template',
  permission: 'opSms',
  columns: [
    { dataIndex: 'code', title: '模板编码', width: 210, hideAble: false },
    { dataIndex: 'name', title: '模板名称', example: '许可证到期提醒' },
    { dataIndex: 'providerTemplateId', title: '服务商模板 ID', example: 'SMS_465120001' },
    { dataIndex: 'content', title: CONTENT, width: 360, ellipsis: true },
    {
      dataIndex: 'purpose',
      title: '用途',
      options: SMS_PURPOSES,
      filter: true,
      render: (value) => titleOf(SMS_PURPOSES, value),
    },
    { dataIndex: 'channelName', title: '短信通道', example: '腾讯云短信（备用）' },
    'remark',
    'updateTime',
  ],
  conditions: ['code', 'name', 'purpose'],
  form: {
    code: {},
    name: {},
    channelId: {
      label: '短信通道',
      kind: 'custom',
      render: (field) => <ChannelSelect {...field} />,
    },
    providerTemplateId: { placeholder: '如 SMS_465120001' },
    purpose: { options: SMS_PURPOSES },
    content: {
      label: CONTENT,
      kind: 'textarea',
      wide: true,
      placeholder: '变量写作 ${变量名}，如：您的验证码为${code}，${minutes}分钟内有效。',
      rule: contentRule,
    },
    remark: { kind: 'textarea', wide: true },
  },
  rowActions: [
    'edit',
    {
      kind: 'panel',
      action: 'notice',
      title: '测试发送',
      load: () => import('./TestSendDialog').then((m) => m.TestSendDialog),
    },
  ],
});
