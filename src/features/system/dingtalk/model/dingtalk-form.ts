import * as z from 'zod/mini';
import { sysDingTalkEditBodyFacts, type SysDingTalkDetailData } from '@/shared/api';
import { optionalText } from '@/shared/lib/form-rules';
import { defineForm } from '@/shared/ui/record-form';

type NotifyType = SysDingTalkDetailData['notifyTypes'][number];

/** Which of the platform's notifications also go out as DingTalk work notices. */
export const NOTIFY_TYPES: readonly { value: NotifyType; label: string }[] = [
  { value: 'APPROVAL_TODO', label: '审批待办' },
  { value: 'WARNING', label: '预警通知' },
  { value: 'MESSAGE', label: '站内消息' },
];

/** 钉钉集成 on the contract's SysDingTalkForm; the AppSecret is write-only (empty keeps the saved one). */
export const dingTalkForm = defineForm(sysDingTalkEditBodyFacts, {
  corpId: { label: 'CorpId', placeholder: '钉钉开发者后台的 CorpId，如 ding8f2c4a61b3e7d905' },
  agentId: { label: 'AgentId', placeholder: '企业内部应用的 AgentId' },
  appKey: { label: 'AppKey' },
  appSecret: { label: 'AppSecret', kind: 'custom', rule: optionalText('AppSecret', 128) },
  notifyTypes: {
    label: '通过钉钉发送的通知',
    kind: 'custom',
    wide: true,
    rule: z.array(z.enum(['APPROVAL_TODO', 'WARNING', 'MESSAGE'])),
  },
  enabled: { label: '启用' },
});

/** Without a saved AppSecret the first save must bring one. */
export function dingTalkSchema(secretSet: boolean) {
  return dingTalkForm.schema.check(
    z.refine((body) => secretSet || body.appSecret !== null, { message: '请输入AppSecret', path: ['appSecret'] }),
  );
}

type DingTalkFormValues = typeof dingTalkForm.empty;

export function dingTalkFormValues(config: SysDingTalkDetailData): DingTalkFormValues {
  return {
    corpId: config.corpId ?? '',
    agentId: config.agentId ?? '',
    appKey: config.appKey ?? '',
    appSecret: '',
    notifyTypes: config.notifyTypes,
    enabled: config.enabled,
  };
}
