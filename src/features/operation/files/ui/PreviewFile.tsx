import { message } from 'antd';
import { useEffect, useState } from 'react';
import { isApiError, type sysFile } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { FileViewer, previewKind, sysPreview, type ViewedFile } from '@/shared/ui/file-viewer';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';

/**
 * 预览 of a row (product.md §7.10): jpg, jpeg, png and gif in the image viewer, pdf in the PDF viewer, anything else opened at
 * its path in a new tab. Closes itself when the viewer closes (or when there is nothing to view here).
 */
export function PreviewFile({ row, onClose }: RowPanelProps<RowOf<typeof sysFile>>) {
  const [file, setFile] = useState<ViewedFile | null>(null);
  useEffect(() => {
    let live = true;
    sysPreview({ fileId: row.id })
      .then(({ fileSuffix, filePath }) => {
        if (!live) return;
        const kind = previewKind(fileSuffix);
        if (kind !== 'other') return setFile({ kind, path: filePath, name: row.fileName });
        window.open(filePath, '_blank', 'noopener');
        onClose();
      })
      .catch((error: unknown) => {
        if (!live) return;
        // Session, 403 and 5xx were shown by the request layer.
        if (!(isApiError(error) && error.kind !== 'business')) void message.error(userMessageOf(error));
        onClose();
      });
    return () => {
      live = false;
    };
  }, [row.id, row.fileName, onClose]);
  return <FileViewer file={file} onClose={onClose} />;
}
