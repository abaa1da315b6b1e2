import { useQuery } from '@tanstack/react-query';
import { message } from 'antd';
import { useEffect, useRef } from 'react';
import { isApiError, type sysFile } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { FileViewer, previewKind, sysPreview, type ViewedFile } from '@/shared/ui/file-viewer';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';

/**
 * 预览 of a row (product.md §7.10): jpg, jpeg, png and gif in the image viewer, pdf in the PDF viewer, anything else opened at
 * its path in a new tab. Closes itself when the viewer closes (or when there is nothing to view here).
 */
export function PreviewFile({ row, onClose }: RowPanelProps<RowOf<typeof sysFile>>) {
  // A query, not a fetch in an effect: asked once per opening, also under StrictMode's double mount and whatever the
  // list re-renders (its onClose is a new function each time).
  const preview = useQuery({
    queryKey: ['sysPreview', row.id],
    queryFn: () => sysPreview({ fileId: row.id }),
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const kind = preview.data ? previewKind(preview.data.fileSuffix) : undefined;
  const file: ViewedFile | null =
    preview.data && kind && kind !== 'other' ? { kind, path: preview.data.filePath, name: row.fileName } : null;
  // Anything else opens in a new tab, once per answer; a failure is said (session, 403 and 5xx by the request layer).
  const handled = useRef<unknown>(undefined);
  useEffect(() => {
    const answer = preview.data ?? preview.error;
    if (!answer || handled.current === answer) return;
    if (preview.data && kind !== 'other') return;
    handled.current = answer;
    if (preview.data) window.open(preview.data.filePath, '_blank', 'noopener');
    else if (!(isApiError(preview.error) && preview.error.kind !== 'business'))
      void message.error(userMessageOf(preview.error));
    onClose();
  }, [preview.data, preview.error, kind, onClose]);
  return <FileViewer file={file} onClose={onClose} />;
}
