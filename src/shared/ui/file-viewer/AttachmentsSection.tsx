import { Space, Typography } from 'antd';
import { sysPreview, usePreviewFile } from './use-preview-file';

interface AttachmentsSectionProps {
  files: readonly { fileId: string; fileName: string }[];
}

/** 附件 of a request in its drawer: each name opens the platform's preview; '无附件' when there are none. */
export function AttachmentsSection({ files }: AttachmentsSectionProps) {
  const { preview, viewer } = usePreviewFile(sysPreview);
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        附件
      </Typography.Title>
      {files.length ? (
        <Space wrap>
          {files.map((file) => (
            <a key={file.fileId} onClick={() => void preview({ fileId: file.fileId }, file.fileName)}>
              {file.fileName}
            </a>
          ))}
        </Space>
      ) : (
        <Typography.Text type="secondary">无附件</Typography.Text>
      )}
      {viewer}
    </>
  );
}
