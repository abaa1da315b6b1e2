import { opCodeGenDownload } from '@/shared/api';
import { saveFile } from '@/shared/lib/browser';

/** The generated code as a zip, named by the server (content-disposition). */
export async function downloadCode(config: { id: string }): Promise<void> {
  try {
    const file = await opCodeGenDownload({ body: { id: config.id } });
    saveFile(file.blob, file.filename);
  } catch {
    // The request layer has shown why (下载失败：…, the server's message).
  }
}
