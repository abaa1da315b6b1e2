import { pmProjDocumentDownload } from '@/shared/api';
import { saveFile } from '@/shared/lib/browser';

/** Saves the document (or one of its versions) under the server's name; a failure was told by the request layer. */
export const downloadDocument = (id: string, versionId: string | null = null) =>
  pmProjDocumentDownload({ body: { id, versionId } })
    .then((file) => saveFile(file.blob, file.filename))
    .catch(() => undefined);
