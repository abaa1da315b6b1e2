import { useState } from 'react';
import { sysFileGetUploadPolicy } from '@/shared/api';
import type { GetUploadPolicy } from '@/shared/lib/upload';
import { FileUpload, type UploadedFile } from '@/shared/ui/upload';

const policy: GetUploadPolicy = (file) =>
  sysFileGetUploadPolicy(
    { body: { filename: file.name, fileSize: file.size, bizType: 'opExcelTemplate' } },
    { quiet: true },
  );

interface TemplateFileInputProps {
  /** The workbook's file id ('' while none). */
  value: string;
  onChange: (fileId: string) => void;
  disabled?: boolean | undefined;
  /** The saved workbook's name (an edit). */
  fileName?: string | null | undefined;
}

/** The template's workbook, uploaded through the upload policy; none means the file is generated from the columns. */
export function TemplateFileInput({ value, onChange, disabled, fileName }: TemplateFileInputProps) {
  const [files, setFiles] = useState<UploadedFile[]>(() =>
    value ? [{ uid: value, name: fileName ?? '模板文件', data: { fileId: value } }] : [],
  );
  return (
    <FileUpload
      id="fileId"
      value={files}
      maxCount={1}
      disabled={disabled}
      policy={policy}
      onChange={(next) => {
        setFiles(next);
        const fileId = next[0]?.data?.fileId;
        onChange(typeof fileId === 'string' ? fileId : '');
      }}
    />
  );
}
