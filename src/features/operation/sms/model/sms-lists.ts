import {
  type OpSmsChannelListData,
  opSmsChannelListSource,
  type OpSmsChannelListVariables,
  type OpSmsTemplatePageData,
  opSmsTemplatePageSource,
  type OpSmsTemplatePageVariables,
} from '@/shared/api';
import type { SearchCondition, SearchOption } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type OpSmsChannel = OpSmsChannelListData[number];
export type OpSmsTemplate = OpSmsTemplatePageData['rows'][number];

export const SMS_PROVIDERS: readonly SearchOption[] = [
  { value: 'ALIYUN', title: '阿里云' },
  { value: 'TENCENT', title: '腾讯云' },
];

export const SMS_PURPOSES: readonly SearchOption[] = [
  { value: 'LOGIN', title: '登录验证码' },
  { value: 'MFA', title: '二次验证' },
  { value: 'PASSWORD', title: '找回密码' },
  { value: 'APPROVAL', title: '审批通知' },
  { value: 'ALERT', title: '生产告警' },
  { value: 'NOTICE', title: '业务通知' },
];

const titleOf = (options: readonly SearchOption[], value: unknown) =>
  options.find((option) => option.value === value)?.title ?? String(value);

/** 短信通道 columns: the secret only as its mask (the server never sends it back). */
export const channelColumns: ColumnConfig<OpSmsChannel>[] = [
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
  { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true },
];

export const channelConditions: SearchCondition<keyof OpSmsChannelListVariables['body'] & string>[] = [
  { key: 'name', title: '通道名称', type: 'input' },
  { key: 'provider', title: '服务商', type: 'select', options: SMS_PROVIDERS, multiple: true },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

/** 短信模板 columns: the content with its ${variables} as written. */
export const templateColumns: ColumnConfig<OpSmsTemplate>[] = [
  { dataIndex: 'code', title: '模板编码', width: 210, hideAble: false },
  { dataIndex: 'name', title: '模板名称', example: '许可证到期提醒' },
  { dataIndex: 'providerTemplateId', title: '服务商模板 ID', example: 'SMS_465120001' },
  { dataIndex: 'content', title: '模板内容', width: 360, ellipsis: true },
  {
    dataIndex: 'purpose',
    title: '用途',
    options: SMS_PURPOSES,
    filter: true,
    render: (value) => titleOf(SMS_PURPOSES, value),
  },
  { dataIndex: 'channelName', title: '短信通道', example: '腾讯云短信（备用）' },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
  { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
];

export const templateConditions: SearchCondition<keyof OpSmsTemplatePageVariables['body'] & string>[] = [
  { key: 'code', title: '模板编码', type: 'input' },
  { key: 'name', title: '模板名称', type: 'input' },
  { key: 'purpose', title: '用途', type: 'select', options: SMS_PURPOSES, multiple: true },
];

export const channelSource = opSmsChannelListSource;
export const templateSource = opSmsTemplatePageSource;
