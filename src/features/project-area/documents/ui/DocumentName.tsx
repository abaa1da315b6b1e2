import { Button } from 'antd';
import { sysPreview, usePreviewFile } from '@/shared/ui/file-viewer';
import type { ProjectDocument } from '../model/doc-states';

/** The name previews the current version by its suffix (images and PDFs in the viewers, others in a new tab). */
export function DocumentName({ row }: { row: ProjectDocument }) {
  const { preview, viewer } = usePreviewFile(sysPreview);
  return (
    <>
      <Button
        type="link"
        size="small"
        style={{ padding: 0 }}
        title={`预览 ${row.fileName}`}
        onClick={() => void preview({ fileId: row.fileId }, row.fileName)}
      >
        {row.docName}
      </Button>
      {viewer}
    </>
  );
}
