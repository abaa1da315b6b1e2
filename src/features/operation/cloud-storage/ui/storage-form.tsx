import { Input } from 'antd';
import type * as z from 'zod/mini';
import {
  type opCloudStorage,
  opCloudStorageAdd,
  opCloudStorageAddBodyFacts,
  opCloudStorageEdit,
  opCloudStorageEditBodyFacts,
} from '@/shared/api';
import type { RowOf } from '@/shared/ui/crud-screen';
import { defineForm, defineRecordForm, type RecordFormPanelProps } from '@/shared/ui/record-form';
import { storageKeyRules } from '../model/storage-rules';
import { STORAGE_TYPES } from '../model/storage-types';

type OpCloudStorage = RowOf<typeof opCloudStorage>;

const labels = {
  name: { label: '通道名称' },
  storageType: { label: '存储类型', options: STORAGE_TYPES },
  endpoint: { label: '访问地址', placeholder: 'https://oss-cn-shanghai.aliyuncs.com，本地存储填目录如 /data/files' },
  bucket: { label: '存储桶', placeholder: '小写字母、数字、“.”和“-”' },
  region: { label: '地域', placeholder: '如 cn-shanghai' },
  accessKey: { label: 'AccessKey' },
  // The secret is an input of its own (a password box): declared here for its place in the form.
  secretKey: { label: 'SecretKey' },
  domain: { label: '访问域名', placeholder: 'https://oss.example.com（可选）' },
  basePath: { label: '对象前缀', placeholder: '如 files/' },
  remark: { label: '备注', kind: 'textarea', wide: true },
} as const;

export const storageAddForm = defineForm(opCloudStorageAddBodyFacts, labels);
export const storageEditForm = defineForm(opCloudStorageEditBodyFacts, {
  ...labels,
  id: { label: 'id', hidden: true },
});

export const addSchema = storageAddForm.schema.check(...storageKeyRules(true));
export const editSchema = storageEditForm.schema.check(...storageKeyRules(false));

const secretInput =
  (placeholder: string) =>
  ({ value, onChange, onBlur }: { value: string; onChange: (value: string) => void; onBlur: () => void }) => (
    <Input.Password
      id="secretKey"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      placeholder={placeholder}
      autoComplete="new-password"
    />
  );

export const AddStorageForm = defineRecordForm<OpCloudStorage, typeof storageAddForm.empty, z.output<typeof addSchema>>(
  {
    noun: '存储通道',
    schema: addSchema,
    fields: storageAddForm.fields({ secretKey: secretInput('请输入 SecretKey（本地存储不填）') }),
    empty: { ...storageAddForm.empty, storageType: 'ALIYUN_OSS' },
    add: (body, options) => opCloudStorageAdd({ body }, options),
  },
);

const EditStorageForm = defineRecordForm<OpCloudStorage, typeof storageEditForm.empty, z.output<typeof editSchema>>({
  noun: '存储通道',
  schema: editSchema,
  fields: storageEditForm.fields({ secretKey: secretInput('不修改请留空') }),
  values: (storage) => ({
    id: storage.id,
    name: storage.name,
    storageType: storage.storageType,
    endpoint: storage.endpoint,
    bucket: storage.bucket,
    region: storage.region ?? '',
    accessKey: storage.accessKey ?? '',
    secretKey: '',
    domain: storage.domain ?? '',
    basePath: storage.basePath ?? '',
    remark: storage.remark ?? '',
  }),
  edit: (body, _storage, options) => opCloudStorageEdit({ body }, options),
});

/** 新增/编辑存储通道: the secret is written, never read back; an empty one on edit keeps the stored secret. */
export function StorageForm(props: RecordFormPanelProps<OpCloudStorage>) {
  return props.record ? <EditStorageForm {...props} /> : <AddStorageForm {...props} />;
}
