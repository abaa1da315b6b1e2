import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { StorageListPage } from './StorageListPage';

const storageAddForm = declaredForm(StorageListPage);
const addSchema = storageAddForm.schema;
const editSchema = declaredForm(StorageListPage, 'edit').schema;

function messages(result: { error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const minio = {
  ...storageAddForm.empty,
  name: 'MinIO 私有化存储',
  storageType: 'MINIO',
  endpoint: 'http://10.20.1.35:9000',
  bucket: 'jg-mes',
};

describe('存储通道 form rules', () => {
  it('needs the keys of a cloud store, not of local storage', () => {
    expect(messages(addSchema.safeParse(minio))).toEqual({
      accessKey: '云存储请输入 AccessKey',
      secretKey: '云存储请输入 SecretKey',
    });
    expect(addSchema.safeParse({ ...minio, storageType: 'LOCAL', endpoint: '/data/jg-files' }).success).toBe(true);
    // Editing: an empty secret keeps the stored one.
    expect(editSchema.safeParse({ ...minio, accessKey: 'minio-jg', secretKey: '' }).data).toMatchObject({
      secretKey: null,
      region: null,
    });
  });

  it('checks the endpoint, the bucket and the domain against the contract', () => {
    const result = addSchema.safeParse({
      ...minio,
      accessKey: 'k',
      secretKey: 's',
      endpoint: 'oss.example.com',
      bucket: 'JG_Files',
      domain: 'https://oss.jg-mfg.cn/files',
    });
    expect(messages(result)).toEqual({
      endpoint: '访问地址格式不正确',
      bucket: '存储桶格式不正确',
      domain: '访问域名格式不正确',
    });
  });
});
