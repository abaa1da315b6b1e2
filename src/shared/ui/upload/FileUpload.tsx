import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, message, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { UPLOAD_DEFAULT_MAX_FILES } from '@/shared/config';
import { userMessageOf } from '@/shared/lib/errors';
import {
  ACCEPT,
  countProblem,
  extensionProblem,
  fileProblem,
  uploadFile,
  type GetUploadPolicy,
  type UploadVariant,
  type UploadedData,
} from '@/shared/lib/upload';

/** A file this field holds: its name and what the upload host answered (the stored file's record). */
export interface UploadedFile {
  uid: string;
  name: string;
  data: UploadedData;
}

export interface FileUploadProps {
  id?: string;
  value?: readonly UploadedFile[] | null;
  onChange?: (files: UploadedFile[]) => void;
  /** The upload policy call (the sys one or a module's own); without it uploading says '未找到请求路径'. */
  policy?: GetUploadPolicy;
  variant?: UploadVariant;
  maxCount?: number;
  /** Size limit in MB instead of the variant's default. */
  limitMb?: number;
  /** Only these file types (lower case, without the dot: ['apk']), checked before anything is sent; also the picker's accept. */
  extensions?: readonly string[];
  disabled?: boolean;
}

/**
 * Upload of general files, images, product images or PDFs (product.md §4.4, §5): checked before anything is sent, policy
 * first, then the host, with a progress bar per file. Binds into forms through FormField (the uploaded files).
 */
export function FileUpload({
  id,
  value,
  onChange,
  policy,
  variant = 'file',
  maxCount = UPLOAD_DEFAULT_MAX_FILES,
  limitMb,
  extensions,
  disabled,
}: FileUploadProps) {
  // Controlled through value/onChange (a form), or keeping its own list when used alone.
  const [own, setOwn] = useState<UploadedFile[]>([]);
  const files = value ?? own;
  // Uploads finish one after another in the same render's closures: each builds on the latest list, not its own.
  const latest = useRef<readonly UploadedFile[]>(files);
  useEffect(() => {
    latest.current = files;
  }, [files]);
  const change = (update: (list: readonly UploadedFile[]) => UploadedFile[]) => {
    const next = update(latest.current);
    latest.current = next;
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  const done: UploadFile[] = files.map((f) => ({ uid: f.uid, name: f.name, status: 'done' }));
  const [busy, setBusy] = useState<UploadFile[]>([]);

  return (
    <Upload
      id={id}
      accept={extensions ? extensions.map((e) => `.${e}`).join(',') : ACCEPT[variant]}
      multiple={maxCount > 1}
      disabled={disabled}
      listType={variant === 'image' || variant === 'productImage' ? 'picture' : 'text'}
      fileList={[...done, ...busy]}
      // antd's defaults (a thin bar, no percentage), and a name: its progress bar has none (axe: aria-progressbar-name).
      progress={{ size: [-1, 2], showInfo: false, 'aria-label': '上传进度' }}
      beforeUpload={(file, picked) => {
        const problem =
          countProblem(files.length + picked.length, maxCount) ??
          (extensions ? extensionProblem(file.name, extensions) : null) ??
          fileProblem(file, variant, limitMb);
        if (problem) {
          void message.error(problem);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onProgress, onSuccess, onError }) => {
        if (!(file instanceof File)) return;
        const uid = 'uid' in file && typeof file.uid === 'string' ? file.uid : file.name;
        const progress = (percent: number) => {
          setBusy((list) => list.map((f) => (f.uid === uid ? { ...f, percent } : f)));
          onProgress?.({ percent });
        };
        setBusy((list) => [...list, { uid, name: file.name, status: 'uploading', percent: 0 }]);
        uploadFile(file, policy, progress)
          .then((data) => {
            setBusy((list) => list.filter((f) => f.uid !== uid));
            change((list) => [...list, { uid, name: file.name, data }]);
            onSuccess?.(data);
          })
          .catch((error: unknown) => {
            setBusy((list) =>
              list.map((f) => (f.uid === uid ? { ...f, status: 'error', response: userMessageOf(error) } : f)),
            );
            void message.error(userMessageOf(error));
            onError?.(error instanceof Error ? error : new Error(userMessageOf(error)));
          });
      }}
      onRemove={(removed) => {
        setBusy((list) => list.filter((f) => f.uid !== removed.uid));
        change((list) => list.filter((f) => f.uid !== removed.uid));
      }}
    >
      <Button icon={<UploadOutlined />} disabled={disabled}>
        上传文件
      </Button>
    </Upload>
  );
}
