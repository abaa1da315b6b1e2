import type { SearchOption } from '@/shared/lib/table-query';

export const STORAGE_TYPES: readonly SearchOption[] = [
  { value: 'LOCAL', title: '本地' },
  { value: 'ALIYUN_OSS', title: '阿里云 OSS' },
  { value: 'TENCENT_COS', title: '腾讯云 COS' },
  { value: 'MINIO', title: 'MinIO' },
];

export const storageTypeTitle = (value: unknown) =>
  STORAGE_TYPES.find((option) => option.value === value)?.title ?? String(value);
