import { Tag } from 'antd';
import { type OpCloudStorageListData, opCloudStorageListSource, type OpCloudStorageListVariables } from '@/shared/api';
import type { SearchCondition, SearchOption } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type OpCloudStorage = OpCloudStorageListData[number];

export const STORAGE_TYPES: readonly SearchOption[] = [
  { value: 'LOCAL', title: '本地' },
  { value: 'ALIYUN_OSS', title: '阿里云 OSS' },
  { value: 'TENCENT_COS', title: '腾讯云 COS' },
  { value: 'MINIO', title: 'MinIO' },
];

export const storageTypeTitle = (value: unknown) =>
  STORAGE_TYPES.find((option) => option.value === value)?.title ?? String(value);

/** 云存储 columns: the channel, where it stores, its access key (the secret as its mask), the default one tagged. */
export const storageColumns: ColumnConfig<OpCloudStorage>[] = [
  {
    dataIndex: 'name',
    title: '通道名称',
    width: 220,
    hideAble: false,
    render: (_, storage) => (
      <>
        {storage.name}
        {storage.isDefault && (
          <Tag color="processing" style={{ marginInlineStart: 8 }}>
            默认
          </Tag>
        )}
      </>
    ),
  },
  {
    dataIndex: 'storageType',
    title: '存储类型',
    options: STORAGE_TYPES,
    filter: true,
    example: '腾讯云 COS',
    render: (value) => storageTypeTitle(value),
  },
  { dataIndex: 'endpoint', title: '访问地址', width: 260, ellipsis: true },
  { dataIndex: 'bucket', title: '存储桶', example: 'jg-mfg-backup-1313456789' },
  { dataIndex: 'region', title: '地域', example: 'ap-guangzhou', hide: 'narrow' },
  { dataIndex: 'accessKey', title: 'AccessKey', example: 'LTAI5tJq2xVb8fK7…', ellipsis: true, hide: 'narrow' },
  { dataIndex: 'secretMasked', title: 'SecretKey', example: '**************7KzQ', hide: true },
  { dataIndex: 'domain', title: '访问域名', example: 'https://oss.jg-mfg.cn' },
  { dataIndex: 'basePath', title: '对象前缀', example: 'backup/', hide: true },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
];

export const storageConditions: SearchCondition<keyof OpCloudStorageListVariables['body'] & string>[] = [
  { key: 'name', title: '通道名称', type: 'input' },
  { key: 'storageType', title: '存储类型', type: 'select', options: STORAGE_TYPES, multiple: true },
];

export const storageSource = opCloudStorageListSource;
