import { describe, expect, it } from 'vitest';
import type { SysDingTalkDetailData } from '@/shared/api';
import { dingTalkFormValues, dingTalkSchema } from './dingtalk-form';

function messages(result: { error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const saved: SysDingTalkDetailData = {
  corpId: 'ding8f2c4a61b3e7d905',
  appKey: 'dingxq7kz3mfa9wprt2e',
  appSecretSet: true,
  agentId: '2876543210',
  callbackUrl: 'https://mes.jgzz.com.cn/api/sys/dingtalk/callback/1716352000000000101',
  enabled: true,
  notifyTypes: ['APPROVAL_TODO', 'WARNING'],
  matchedCount: 203,
  unmatchedCount: 12,
};

describe('钉钉集成 form rules', () => {
  it('sends exactly the body: the saved secret kept as null, the notifications chosen', () => {
    expect(dingTalkSchema(true).safeParse(dingTalkFormValues(saved)).data).toEqual({
      corpId: 'ding8f2c4a61b3e7d905',
      agentId: '2876543210',
      appKey: 'dingxq7kz3mfa9wprt2e',
      appSecret: null,
      notifyTypes: ['APPROVAL_TODO', 'WARNING'],
      enabled: true,
    });
  });

  it('asks for the keys in Chinese, and for the secret the first time', () => {
    const values = dingTalkFormValues({ ...saved, appSecretSet: false });
    expect(messages(dingTalkSchema(false).safeParse(values))).toEqual({ appSecret: '请输入AppSecret' });
    expect(messages(dingTalkSchema(true).safeParse({ ...values, corpId: '', agentId: 'A-1' }))).toEqual({
      corpId: '请输入CorpId',
      agentId: 'AgentId格式不正确',
    });
  });
});
