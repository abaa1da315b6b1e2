import { Checkbox, Space } from 'antd';
import { NOTIFY_CHANNELS, type NotifyChannel } from '../model/rule-labels';

export interface ChannelsCheckProps {
  id?: string;
  value?: readonly NotifyChannel[] | null;
  onChange?: (channels: NotifyChannel[]) => void;
  onBlur?: () => void;
}

const CHANNELS = Object.keys(NOTIFY_CHANNELS) as NotifyChannel[];

/** 通知方式: 站内消息, 钉钉, 邮件 — several, kept in this order; the first box takes the id the label points at. */
export function ChannelsCheck({ id, value, onChange, onBlur }: ChannelsCheckProps) {
  const checked = value ?? [];
  return (
    <Space size="middle">
      {CHANNELS.map((channel, index) => (
        <Checkbox
          key={channel}
          id={index === 0 ? id : undefined}
          checked={checked.includes(channel)}
          onBlur={onBlur}
          onChange={(event) =>
            onChange?.(CHANNELS.filter((c) => (c === channel ? event.target.checked : checked.includes(c))))
          }
        >
          {NOTIFY_CHANNELS[channel]}
        </Checkbox>
      ))}
    </Space>
  );
}
