import { type SysFilePageData, sysFilePageSource, type SysFilePageVariables } from '@/shared/api';
import { convertSize, type SizeUnit } from '@/shared/lib/format';
import type { SearchCondition, SearchOption } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type StoredFile = SysFilePageData['rows'][number];
export type StoredFileQuery = SysFilePageVariables['body'];

export const STORAGE_OPTIONS: readonly SearchOption[] = [
  { value: 'LOCAL', title: '本地磁盘' },
  { value: 'MINIO', title: 'MinIO' },
  { value: 'ALIYUN_OSS', title: '阿里云 OSS' },
  { value: 'TENCENT_COS', title: '腾讯云 COS' },
];
const storageName = (storage: string) => STORAGE_OPTIONS.find((option) => option.value === storage)?.title ?? storage;

/**
 * A file's size in the largest unit it fills (§5 size conversion: KB, MB or GB), '512 B' below one KB: 1363148 →
 * '1.30 MB', 2254857830 → '2.10 GB'.
 */
export function fileSizeText(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const unit: SizeUnit = bytes >= 1024 ** 3 ? 'GB' : bytes >= 1024 ** 2 ? 'MB' : 'KB';
  const size = convertSize(bytes, unit, 2);
  return size.ok ? size.text : '';
}

/** 文件管理: the files the platform's file service stores. */
export const fileColumns: ColumnConfig<StoredFile>[] = [
  { dataIndex: 'fileName', title: '文件名称', width: 280, hideAble: false, ellipsis: true },
  { dataIndex: 'fileSuffix', title: '后缀', width: 80 },
  {
    dataIndex: 'fileSize',
    title: '大小',
    width: 110,
    align: 'right',
    sorter: true,
    render: (_, row) => fileSizeText(row.fileSize),
  },
  {
    dataIndex: 'storage',
    title: '存储通道',
    width: 120,
    options: STORAGE_OPTIONS,
    filter: true,
    render: (_, row) => storageName(row.storage),
  },
  { dataIndex: 'bucket', title: '存储桶', width: 180, hide: true },
  { dataIndex: 'objectKey', title: '对象键', width: 320, ellipsis: true, hide: true },
  { dataIndex: 'bizType', title: '业务类型', width: 130 },
  { dataIndex: 'uploaderName', title: '上传人', width: 100 },
  { dataIndex: 'createTime', title: '上传时间', width: 170, sorter: true },
];

export const fileConditions: SearchCondition<keyof StoredFileQuery & string>[] = [
  { key: 'fileName', title: '文件名称', type: 'input' },
  { key: 'fileSuffix', title: '后缀', type: 'input' },
  { key: 'storage', title: '存储通道', type: 'select', options: STORAGE_OPTIONS, multiple: true },
  { key: 'bizType', title: '业务类型', type: 'input' },
];

export const fileSource = sysFilePageSource;
