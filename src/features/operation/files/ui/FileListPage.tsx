import { sysFile, sysFileDownload } from '@/shared/api';
import { saveFile } from '@/shared/lib/browser';
import type { SearchOption } from '@/shared/lib/table-query';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { fileSizeText } from '../model/file-size';
import { UploadFiles } from './UploadFiles';

const STORAGE_OPTIONS: readonly SearchOption[] = [
  { value: 'LOCAL', title: '本地磁盘' },
  { value: 'MINIO', title: 'MinIO' },
  { value: 'ALIYUN_OSS', title: '阿里云 OSS' },
  { value: 'TENCENT_COS', title: '腾讯云 COS' },
];

/** Saves the file under its server-given name; a failure was told by the request layer (下载失败：…). */
const download = (row: { id: string }) =>
  sysFileDownload({ body: { id: row.id } })
    .then((file) => saveFile(file.blob, file.filename))
    .catch(() => undefined);

/** 文件管理 (product.md §2.5 stored files): preview by suffix, download, upload with progress, delete after confirming. */
export const FileListPage = defineCrudScreen(sysFile, {
  noun: '文件',
  columns: [
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
      render: (_, row) => STORAGE_OPTIONS.find((option) => option.value === row.storage)?.title ?? row.storage,
    },
    { dataIndex: 'bucket', title: '存储桶', width: 180, hide: true },
    { dataIndex: 'objectKey', title: '对象键', width: 320, ellipsis: true, hide: true },
    { dataIndex: 'bizType', title: '业务类型', width: 130 },
    { dataIndex: 'uploaderName', title: '上传人', width: 100 },
    { dataIndex: 'createTime', title: '上传时间', width: 170, sorter: true },
  ],
  conditions: ['fileName', 'fileSuffix', 'storage', 'bizType'],
  rowActions: [
    { kind: 'panel', action: 'detail', title: '预览', load: () => import('./PreviewFile').then((m) => m.PreviewFile) },
    { action: 'download', title: '下载', onClick: download },
  ],
  toolbar: ({ refetch }) => <UploadFiles onUploaded={() => void refetch()} />,
});
