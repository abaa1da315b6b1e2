import { Flex, Modal, Typography } from 'antd';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import { useState } from 'react';
import { pmProjDocumentAddVersion } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { useSave } from '@/shared/ui/form';
import { Notice } from '@/shared/ui/notice';
import { FileUpload, type UploadedFile } from '@/shared/ui/upload';
import { nextVersion } from '../model/file-names';
import type { ProjectDocument } from '../model/doc-states';
import { documentPolicy, uploadedId } from './document-pickers';

const NOTE_MAX = 200;
const VERSION = /^V\d+\.\d+$/;

/**
 * 上传新版本 (projDocument:upload): the file through the upload policy with its progress, the next version number and
 * what changed; a published document goes back to draft (the server's rule) and is submitted again.
 */
export function NewVersionPanel({ row, onClose, refetch }: RowPanelProps<ProjectDocument>) {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [version, setVersion] = useState(() => nextVersion(row.version));
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const file = files[0];
  const problems = {
    file: file && uploadedId(file) ? undefined : '请上传新版本的文件',
    version: VERSION.test(version) ? undefined : '版本号格式如 V1.3',
    note: note.length > NOTE_MAX ? `变更说明不能超过 ${NOTE_MAX} 个字` : undefined,
  };
  const upload = useSave(
    async (uploaded: UploadedFile) => {
      await pmProjDocumentAddVersion(
        {
          body: {
            docId: row.id,
            version,
            fileId: uploadedId(uploaded),
            fileName: uploaded.name,
            changeNote: note.trim() || null,
          },
        },
        { quiet: true },
      );
      void refetch();
      onClose();
    },
    { done: `已上传新版本 ${version}`, failurePrefix: '上传失败：' },
  );
  const save = () => {
    setTried(true);
    if (!file || problems.file || problems.version || problems.note) return;
    void upload.save(file);
  };
  const shown = (problem: string | undefined) =>
    tried && problem && <Typography.Text type="danger">{problem}</Typography.Text>;
  return (
    <Modal
      open
      title={`上传新版本：${row.docName}（当前 ${row.version}）`}
      okText="保存"
      onOk={save}
      onCancel={onClose}
      okButtonProps={{ loading: upload.saving }}
      destroyOnHidden
      width={640}
    >
      <Flex vertical gap={12}>
        <FileUpload policy={documentPolicy} maxCount={1} value={files} onChange={setFiles} />
        {shown(problems.file)}
        <Input
          aria-label="版本号"
          addonBefore="版本号"
          value={version}
          onChange={(event) => setVersion(event.target.value.trim())}
          status={tried && problems.version ? 'error' : undefined}
        />
        {shown(problems.version)}
        <TextArea
          aria-label="变更说明"
          placeholder="本版本改了什么（选填）"
          rows={3}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          count={{ show: true, max: NOTE_MAX }}
        />
        {shown(problems.note)}
        {upload.failure && <Notice type="error">{upload.failure}</Notice>}
      </Flex>
    </Modal>
  );
}
