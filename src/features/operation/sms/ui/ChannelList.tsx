import { Input } from 'antd';
import { opSmsChannel } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { SMS_PROVIDERS, titleOf } from '../model/sms-options';

/** 短信通道: provider accounts and signatures; the secret only as its mask (the server never sends it back). */
export const ChannelList = defineCrudScreen(opSmsChannel, {
  noun: '短信通道',
  tableId: 'bos.opSms.channel',
  permission: 'opSms',
  columns: [
    { dataIndex: 'name', title: '通道名称', example: '腾讯云短信（备用）', hideAble: false },
    {
      dataIndex: 'provider',
      title: '服务商',
      options: SMS_PROVIDERS,
      filter: true,
      render: (value) => titleOf(SMS_PROVIDERS, value),
    },
    { dataIndex: 'accessKeyId', title: 'AccessKey ID', example: 'AKIDz8krbsJ5yKBZQpn74WFk…', ellipsis: true },
    { dataIndex: 'secretMasked', title: 'AccessKey Secret', example: '********************8f2c' },
    { dataIndex: 'signName', title: '短信签名', example: '精工智造' },
    { dataIndex: 'sdkAppId', title: 'SdkAppId', example: '1400787878', hide: 'narrow' },
    'status',
    { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true },
  ],
  conditions: ['name', 'provider', 'status'],
  form: {
    name: {},
    provider: { options: SMS_PROVIDERS },
    accessKeyId: {},
    // Written, never read back: required when adding; left empty on edit it keeps the stored one (sent as null).
    accessKeySecret: {
      label: 'AccessKey Secret',
      value: () => '',
      render: ({ value, onChange, onBlur, ref }, channel) => (
        <Input.Password
          id="accessKeySecret"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          ref={ref}
          placeholder={channel ? '不修改请留空' : '请输入 AccessKey Secret'}
          autoComplete="new-password"
        />
      ),
    },
    signName: {},
    sdkAppId: { placeholder: '腾讯云短信应用 ID（10 位数字）' },
    remark: { kind: 'textarea', wide: true },
  },
  editRules: { facts: true },
  empty: { provider: 'ALIYUN' },
});
