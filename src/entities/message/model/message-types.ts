import type { SysMessageMyPageData } from '@/shared/api';

/** One message the signed-in user received (我的消息, the header's bell). */
export type MyMessage = SysMessageMyPageData['rows'][number];
export type MessageType = MyMessage['type'];

/** 类型 of a notice, with the tag colour the list, the detail and the bell share. */
const NOTICE = { value: 'NOTICE', title: '通知', color: 'blue' } as const;

export const MESSAGE_TYPES: readonly { value: MessageType; title: string; color: string }[] = [
  NOTICE,
  { value: 'ANNOUNCE', title: '公告', color: 'green' },
  { value: 'SYSTEM', title: '系统消息', color: 'orange' },
];

export function messageTypeOf(type: MessageType) {
  return MESSAGE_TYPES.find((t) => t.value === type) ?? NOTICE;
}
