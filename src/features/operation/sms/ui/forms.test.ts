import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { ChannelList } from './ChannelList';
import { TemplateList } from './TemplateList';
import { testSendSchema } from './TestSendDialog';

const channelAddForm = declaredForm(ChannelList);
const channelEditForm = declaredForm(ChannelList, 'edit');
const templateForm = declaredForm(TemplateList);

function messages(result: { error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const channel = {
  name: '腾讯云短信（备用）',
  provider: 'TENCENT',
  accessKeyId: 'AKIDz8krbsJ5yKBZ',
  signName: '精工智造',
  sdkAppId: '',
  remark: '',
};

describe('短信通道 form rules', () => {
  it('requires the secret when adding, keeps the stored one (null) when editing with it empty', () => {
    expect(messages(channelAddForm.schema.safeParse({ ...channel, accessKeySecret: '' }))).toEqual({
      accessKeySecret: '请输入AccessKey Secret',
    });
    expect(channelEditForm.schema.safeParse({ ...channel, accessKeySecret: '' }).data).toMatchObject({
      accessKeySecret: null,
      sdkAppId: null,
    });
  });

  it('checks the SdkAppId’s format', () => {
    expect(messages(channelAddForm.schema.safeParse({ ...channel, accessKeySecret: 'x', sdkAppId: '14007' }))).toEqual({
      sdkAppId: 'SdkAppId格式不正确',
    });
  });
});

describe('短信模板 form rules', () => {
  const template = {
    ...templateForm.empty,
    channelId: '1716352000004400001',
    code: 'SMS_EQUIP_ALARM',
    name: '设备停机告警',
    providerTemplateId: 'SMS_465120387',
    purpose: 'ALERT',
  };

  it('checks the content’s ${variables}', () => {
    expect(messages(templateForm.schema.safeParse({ ...template, content: '${line}停机，原因：${1reason}' }))).toEqual({
      content: '变量名“1reason”不正确：须以字母开头，只含字母、数字和下划线',
    });
    expect(messages(templateForm.schema.safeParse({ ...template, content: '' }))).toEqual({
      content: '请输入模板内容',
    });
    expect(templateForm.schema.safeParse({ ...template, content: '${line}停机' }).success).toBe(true);
  });
});

describe('测试发送 rules', () => {
  it('asks for a valid mobile and a value per variable', () => {
    const schema = testSendSchema(['code', 'minutes']);
    expect(messages(schema.safeParse({ mobile: '1381234', values: { code: '386124', minutes: '' } }))).toEqual({
      mobile: '手机号格式不正确',
      'values.minutes': '请输入变量 minutes 的值',
    });
  });
});
