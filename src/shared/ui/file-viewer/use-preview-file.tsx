import { message } from 'antd';
import { useState } from 'react';
import { isApiError, sysFilePreview, type SysFilePreviewData } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { FileViewer, type ViewedFile } from './FileViewer';
import { previewKind } from './preview-kind';

/** The preview call: the param is passed through (product.md §7.10); the sys one or a module's own (material images). */
export type PreviewCall<P> = (param: P) => Promise<SysFilePreviewData>;

/** The platform file service's preview, for files known by their id. */
export const sysPreview: PreviewCall<{ fileId: string }> = (param) => sysFilePreview({ body: param }, { quiet: true });

/**
 * Preview by suffix (product.md §7.10): jpg, jpeg, png and gif in the image viewer, pdf in the PDF viewer, anything else opened
 * at its path in a new tab (the browser shows or downloads it, and the workspace stays).
 */
export function usePreviewFile<P>(preview: PreviewCall<P>, options: { autoPrint?: boolean } = {}) {
  const [file, setFile] = useState<ViewedFile | null>(null);
  const open = async (param: P, name?: string) => {
    try {
      const { fileSuffix, filePath } = await preview(param);
      const kind = previewKind(fileSuffix);
      if (kind === 'other') window.open(filePath, '_blank', 'noopener');
      else setFile({ kind, path: filePath, name });
    } catch (error) {
      if (!(isApiError(error) && error.kind !== 'business')) void message.error(userMessageOf(error));
    }
  };
  const viewer = <FileViewer file={file} onClose={() => setFile(null)} autoPrint={options.autoPrint} />;
  return { preview: open, viewer };
}
