import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { FileViewer, previewKind, type ViewedFile } from '@/shared/ui/file-viewer';
import type { MfgDefectDetailData } from '@/shared/api';

/** The defect's pictures as thumbnails; a click opens the viewer (a PDF opens as a PDF). */
export function DefectPictures({ pictures }: { pictures: MfgDefectDetailData['pictures'] }) {
  const [viewed, setViewed] = useState<ViewedFile | null>(null);
  if (pictures.length === 0) return <Typography.Text type="secondary">未上传图片</Typography.Text>;
  return (
    <>
      <Flex wrap gap={12}>
        {pictures.map((picture) => (
          <Button
            key={picture.fileId}
            type="link"
            style={{ height: 'auto', padding: 0 }}
            aria-label={`查看图片 ${picture.fileName}`}
            onClick={() =>
              setViewed({
                kind: previewKind(picture.fileName.split('.').pop()) === 'pdf' ? 'pdf' : 'image',
                path: picture.url,
                name: picture.fileName,
              })
            }
          >
            <img
              src={picture.url}
              alt={picture.fileName}
              width={120}
              height={90}
              style={{ display: 'block', objectFit: 'cover', borderRadius: 4 }}
            />
          </Button>
        ))}
      </Flex>
      <FileViewer file={viewed} onClose={() => setViewed(null)} />
    </>
  );
}
