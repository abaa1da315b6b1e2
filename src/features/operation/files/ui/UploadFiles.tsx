import { UploadOutlined } from '@ant-design/icons';
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { usePermissions } from '@/entities/permission';
import { sysFileGetUploadPolicy } from '@/shared/api';
import { FileUpload } from '@/shared/ui/upload';

const MAX_FILES = 10;
const policy = (file: File) =>
  sysFileGetUploadPolicy({ body: { filename: file.name, fileSize: file.size, bizType: 'sysFile' } });

/**
 * 上传文件 (permission sysFile:add): a dialog where files go up through the upload policy one by one, each with its
 * progress bar (product.md §4.4).
 */
export function UploadFiles({ onUploaded }: { onUploaded: () => void }) {
  const { can } = usePermissions();
  const [open, setOpen] = useState(false);
  const [uploaded, setUploaded] = useState(0);
  const close = () => {
    setOpen(false);
    if (uploaded > 0) onUploaded();
    setUploaded(0);
  };
  if (!can('sysFile:add')) return null;
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        上传文件
      </Button>
      <Modal
        title="上传文件"
        open={open}
        onCancel={close}
        destroyOnHidden
        footer={
          <Button type="primary" onClick={close}>
            完成
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">
          单个文件不超过 100MB，一次最多 {MAX_FILES} 个；图片不超过 10MB。
        </Typography.Paragraph>
        <FileUpload policy={policy} maxCount={MAX_FILES} onChange={(files) => setUploaded(files.length)} />
      </Modal>
    </>
  );
}
