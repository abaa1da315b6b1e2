import { EyeOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { opCorpRegGetUploadPolicy } from '@/shared/api';
import type { GetUploadPolicy } from '@/shared/lib/upload';
import { FileViewer, type ViewedFile } from '@/shared/ui/file-viewer';
import { FileUpload, type UploadedFile } from '@/shared/ui/upload';

/** The licence's own upload policy (product.md §7.4 getUploadPolicy): its name and size. */
const licencePolicy: GetUploadPolicy = (file) =>
  opCorpRegGetUploadPolicy({ body: { filename: file.name, fileSize: file.size } });

/** jpg, jpeg or png up to 10 MB, as the policy call says (product.md §5 image rules, messages word for word). */
const LICENCE_LIMIT_MB = 10;

interface LicenceUploadProps {
  id?: string;
  /** The stored licence's file id ('' while none). */
  value: string;
  onChange: (fileId: string) => void;
  /** Where the saved licence can be seen (继续填写 of a saved registration). */
  savedUrl?: string | null;
}

const fileIdOf = (file: UploadedFile | undefined): string => {
  const fileId = file?.data?.fileId;
  return typeof fileId === 'string' ? fileId : '';
};

/** 营业执照: one picture through the upload policy with a progress bar; the form keeps the stored file's id. */
export function LicenceUpload({ id, value, onChange, savedUrl }: LicenceUploadProps) {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [viewed, setViewed] = useState<ViewedFile | null>(null);
  const uploaded = files.length > 0;
  const showSaved = !uploaded && value !== '' && Boolean(savedUrl);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 8 }}>
      <FileUpload
        id={id}
        policy={licencePolicy}
        variant="productImage"
        limitMb={LICENCE_LIMIT_MB}
        maxCount={1}
        value={files}
        onChange={(next) => {
          setFiles(next);
          onChange(fileIdOf(next[0]));
        }}
      />
      <Typography.Text type="secondary">
        请上传加盖公章的营业执照原件照片或扫描件，jpg、jpeg、png 格式，不超过 {LICENCE_LIMIT_MB}MB。
      </Typography.Text>
      {showSaved && savedUrl && (
        <Button icon={<EyeOutlined />} onClick={() => setViewed({ kind: 'image', path: savedUrl, name: '营业执照' })}>
          查看已上传的营业执照
        </Button>
      )}
      <FileViewer file={viewed} onClose={() => setViewed(null)} />
    </div>
  );
}
