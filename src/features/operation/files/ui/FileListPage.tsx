import { sysFileDelete, sysFileDownload } from '@/shared/api';
import { saveFile } from '@/shared/lib/browser';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { fileColumns, fileConditions, fileSource, type StoredFile } from '../model/file-list';
import { UploadFiles } from './UploadFiles';

/** Saves the file under its server-given name; a failure was told by the request layer (下载失败：…). */
const download = (row: StoredFile) =>
  sysFileDownload({ body: { id: row.id } })
    .then((file) => saveFile(file.blob, file.filename))
    .catch(() => undefined);

/** 文件管理 (§2.5 stored files): preview by suffix, download, upload with progress, delete after confirming. */
export const FileListPage = defineListScreen({
  tableId: 'sys.sysFile',
  permissionPrefix: 'sysFile',
  source: fileSource,
  columns: fileColumns,
  conditions: fileConditions,
  rowActions: [
    { kind: 'panel', action: 'detail', title: '预览', load: () => import('./PreviewFile').then((m) => m.PreviewFile) },
    { action: 'download', title: '下载', onClick: download },
  ],
  remove: sysFileDelete,
  toolbar: ({ refetch }) => <UploadFiles onUploaded={() => void refetch()} />,
});
