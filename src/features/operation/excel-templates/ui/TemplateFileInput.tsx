import { useState } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';
import { sysFileGetUploadPolicy } from '@/shared/api';
import type { GetUploadPolicy } from '@/shared/lib/upload';
import { FileUpload, type UploadedFile } from '@/shared/ui/upload';
import type { ExcelTemplateFormValues } from '../model/excel-template-form';

const policy: GetUploadPolicy = (file) =>
  sysFileGetUploadPolicy(
    { body: { filename: file.name, fileSize: file.size, bizType: 'opExcelTemplate' } },
    { quiet: true },
  );

type FileIdField = ControllerRenderProps<ExcelTemplateFormValues, 'fileId'>;

/** The template's workbook, uploaded through the upload policy; none means the file is generated from the columns. */
export function TemplateFileInput({
  value,
  onChange,
  disabled,
  fileName,
}: FileIdField & { fileName?: string | null | undefined }) {
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
