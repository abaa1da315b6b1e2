import { Typography } from 'antd';
import { useState } from 'react';
import { sysFileGetUploadPolicy } from '@/shared/api';
import type { GetUploadPolicy } from '@/shared/lib/upload';
import { FileUpload, type UploadedFile } from '@/shared/ui/upload';
import type { TerminalKind } from '../model/terminal';

interface PackageUploadProps {
  id: string;
  kind: TerminalKind;
  onChange: (fileId: string) => void;
}

const fileIdOf = (file: UploadedFile | undefined): string => {
  const fileId = file?.data?.fileId;
  return typeof fileId === 'string' ? fileId : '';
};

/**
 * The installation package of a new version (product.md §4.4): its type and size checked first, then the upload policy
 * (bizType of the terminal), then the file to the policy's host with a progress bar; the field holds its fileId.
 */
export function PackageUpload({ id, kind, onChange }: PackageUploadProps) {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const policy: GetUploadPolicy = (file) =>
    sysFileGetUploadPolicy({ body: { filename: file.name, fileSize: file.size, bizType: kind.bizType } });
  return (
    <div>
      <FileUpload
        id={id}
        policy={policy}
        extensions={kind.extensions}
        limitMb={kind.limitMb}
        value={files}
        onChange={(next) => {
          setFiles(next);
          onChange(fileIdOf(next[0]));
        }}
      />
      <Typography.Text type="secondary">
        {kind.extensions.map((e) => `.${e}`).join(' 或 ')} 安装包，不超过 {kind.limitMb} MB
      </Typography.Text>
    </div>
  );
}
