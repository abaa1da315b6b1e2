import { Input } from 'antd';
import type * as z from 'zod/mini';
import { opSmsChannelAdd, opSmsChannelAddBodyFacts, opSmsChannelEdit, opSmsChannelEditBodyFacts } from '@/shared/api';
import { defineForm, defineRecordForm, type RecordFormPanelProps } from '@/shared/ui/record-form';
import { type OpSmsChannel, SMS_PROVIDERS } from '../model/sms-lists';

const labels = {
  name: { label: '通道名称' },
  provider: { label: '服务商', options: SMS_PROVIDERS },
  accessKeyId: { label: 'AccessKey ID' },
  accessKeySecret: { label: 'AccessKey Secret' },
  signName: { label: '短信签名' },
  sdkAppId: { label: 'SdkAppId', placeholder: '腾讯云短信应用 ID（10 位数字）' },
  remark: { label: '备注', kind: 'textarea', wide: true },
} as const;

/** 新增短信通道: the secret is required (written once, never shown again). */
export const channelAddForm = defineForm(opSmsChannelAddBodyFacts, labels);
/** 编辑短信通道: the secret left empty keeps the stored one (sent as null). */
export const channelEditForm = defineForm(opSmsChannelEditBodyFacts, {
  ...labels,
  id: { label: 'id', hidden: true },
});

const secretInput =
  (placeholder: string) =>
  ({
    value,
    onChange,
    onBlur,
    ref,
  }: {
    value: string;
    onChange: (value: string) => void;
    onBlur: () => void;
    ref: unknown;
  }) => (
    <Input.Password
      id="accessKeySecret"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      ref={ref as never}
      placeholder={placeholder}
      autoComplete="new-password"
    />
  );

type AddValues = typeof channelAddForm.empty;
type EditValues = typeof channelEditForm.empty;

const AddChannelForm = defineRecordForm<OpSmsChannel, AddValues, z.output<typeof channelAddForm.schema>>({
  noun: '短信通道',
  schema: channelAddForm.schema,
  fields: channelAddForm.fields({ accessKeySecret: secretInput('请输入 AccessKey Secret') }),
  empty: { ...channelAddForm.empty, provider: 'ALIYUN' },
  add: (body, options) => opSmsChannelAdd({ body }, options),
});

const EditChannelForm = defineRecordForm<OpSmsChannel, EditValues, z.output<typeof channelEditForm.schema>>({
  noun: '短信通道',
  schema: channelEditForm.schema,
  fields: channelEditForm.fields({ accessKeySecret: secretInput('不修改请留空') }),
  values: (channel) => ({
    id: channel.id,
    name: channel.name,
    provider: channel.provider,
    accessKeyId: channel.accessKeyId,
    accessKeySecret: '',
    signName: channel.signName,
    sdkAppId: channel.sdkAppId ?? '',
    remark: channel.remark ?? '',
  }),
  edit: (body, _channel, options) => opSmsChannelEdit({ body }, options),
});

/** The add and the edit differ in the secret (required once, kept when left empty): two forms behind one panel. */
export function ChannelForm(props: RecordFormPanelProps<OpSmsChannel>) {
  return props.record ? <EditChannelForm {...props} /> : <AddChannelForm {...props} />;
}
