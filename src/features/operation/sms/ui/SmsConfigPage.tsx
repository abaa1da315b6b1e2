import { opSmsChannelDisable, opSmsChannelEnable, opSmsTemplateDelete } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { Tabs } from '@/shared/ui/tabs';
import {
  channelColumns,
  channelConditions,
  channelSource,
  templateColumns,
  templateConditions,
  templateSource,
} from '../model/sms-lists';

const ChannelList = defineListScreen({
  tableId: 'bos.opSms.channel',
  permissionPrefix: 'opSms',
  source: channelSource,
  columns: channelColumns,
  conditions: channelConditions,
  form: () => import('./channel-form').then((m) => m.ChannelForm),
  status: { enable: opSmsChannelEnable, disable: opSmsChannelDisable },
});

const TemplateList = defineListScreen({
  tableId: 'bos.opSms.template',
  permissionPrefix: 'opSms',
  source: templateSource,
  columns: templateColumns,
  conditions: templateConditions,
  form: () => import('./template-form').then((m) => m.TemplateForm),
  rowActions: [
    'edit',
    {
      kind: 'panel',
      action: 'notice',
      title: '测试发送',
      load: () => import('./TestSendDialog').then((m) => m.TestSendDialog),
    },
  ],
  remove: opSmsTemplateDelete,
});

/** 短信配置 (bos.opSms): the channels (provider accounts and signatures) and the templates sent through them, with a test send. */
export function SmsConfigPage() {
  return (
    <Tabs
      items={[
        { key: 'template', label: '短信模板', children: <TemplateList /> },
        { key: 'channel', label: '短信通道', children: <ChannelList /> },
      ]}
    />
  );
}
