import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { opSmsChannelListQueryOptions } from '@/shared/api';

/** The SMS channels a template can be sent through (a disabled one stays shown where chosen). */
export function ChannelSelect({
  id,
  value,
  onChange,
  onBlur,
}: {
  id: string;
  value: string;
  onChange: (id: string) => void;
  onBlur: () => void;
}) {
  const channels = useQuery(opSmsChannelListQueryOptions({ body: {} }));
  const options = (channels.data ?? []).map((channel) => ({
    value: channel.id,
    label: channel.status === 0 ? channel.name : `${channel.name}（已停用）`,
    disabled: channel.status !== 0 && channel.id !== value,
  }));
  return (
    <Select
      id={id}
      value={value || undefined}
      onChange={(next: string | undefined) => onChange(next ?? '')}
      onBlur={onBlur}
      options={options}
      loading={channels.isPending}
      placeholder="请选择短信通道"
    />
  );
}
