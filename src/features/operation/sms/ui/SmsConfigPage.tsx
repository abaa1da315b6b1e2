import { Tabs } from '@/shared/ui/tabs';
import { ChannelList } from './ChannelList';
import { TemplateList } from './TemplateList';

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
