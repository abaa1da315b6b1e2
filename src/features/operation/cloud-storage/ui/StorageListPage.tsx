import { Input, Tag } from 'antd';
import { opCloudStorage, opCloudStorageDelete, opCloudStorageSetDefault } from '@/shared/api';
import { defineCrudScreen, deleteWhen } from '@/shared/ui/crud-screen';
import { storageKeyRules } from '../model/storage-rules';
import { STORAGE_TYPES, storageTypeTitle } from '../model/storage-types';

/**
 * 云存储 (bos.opCloudStorage): storage channels, their access key (the secret as its mask), the default one tagged;
 * 连接测试, 设为默认 (asked first), edit; delete all but the default.
 */
export const StorageListPage = defineCrudScreen(opCloudStorage, {
  noun: '存储通道',
  columns: [
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
    'remark',
  ],
  conditions: ['name', 'storageType'],
  form: {
    name: {},
    storageType: { options: STORAGE_TYPES },
    endpoint: { placeholder: 'https://oss-cn-shanghai.aliyuncs.com，本地存储填目录如 /data/files' },
    bucket: { placeholder: '小写字母、数字、“.”和“-”' },
    region: { placeholder: '如 cn-shanghai' },
    accessKey: {},
    // Written, never read back: on edit an empty one keeps the stored secret.
    secretKey: {
      label: 'SecretKey',
      value: () => '',
      render: ({ value, onChange, onBlur }, storage) => (
        <Input.Password
          id="secretKey"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          placeholder={storage ? '不修改请留空' : '请输入 SecretKey（本地存储不填）'}
          autoComplete="new-password"
        />
      ),
    },
    domain: { placeholder: 'https://oss.example.com（可选）' },
    basePath: { placeholder: '如 files/' },
    remark: { kind: 'textarea', wide: true },
  },
  empty: { storageType: 'ALIYUN_OSS' },
  checks: storageKeyRules(true),
  editRules: { checks: storageKeyRules(false) },
  // Deleted by its own action: never the default channel.
  status: false,
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '连接测试',
      load: () => import('./TestConnectionDialog').then((m) => m.TestConnectionDialog),
    },
    'edit',
    {
      kind: 'call',
      action: 'setAsDefault',
      title: '设为默认',
      confirm: true,
      when: { field: 'isDefault', op: 'eq', value: false },
      run: (storage, options) => opCloudStorageSetDefault({ body: { id: storage.id } }, options),
      done: '已设为默认存储，新上传的文件将存到该通道',
    },
    // The default channel holds the new uploads: another becomes default first.
    deleteWhen({ field: 'isDefault', op: 'eq', value: false }, opCloudStorageDelete, '存储通道已删除'),
  ],
});
