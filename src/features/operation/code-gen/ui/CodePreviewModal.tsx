import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Skeleton, Typography } from 'antd';
import { type opCodeGen, opCodeGenPreviewQueryOptions } from '@/shared/api';
import { CopyButton } from '@/shared/ui/copy-to-clipboard';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';
import { Tabs } from '@/shared/ui/tabs';
import { QueryFailure } from '@/shared/ui/load-failure';
import { downloadCode } from '../model/download';
import styles from './code.module.css';
import { CodeBlock } from '@/shared/ui/code-block';

/** 预览: the files the configuration generates, one tab each, read-only in a monospace font; download from here too. */
export function CodePreviewModal({ row, onClose }: RowPanelProps<RowOf<typeof opCodeGen>>) {
  const files = useQuery(opCodeGenPreviewQueryOptions({ query: { id: row.id } }));
  return (
    <Modal
      open
      title={`代码预览：${row.className}（${row.functionName}）`}
      width={1100}
      onCancel={onClose}
      footer={[
        <Button key="download" onClick={() => void downloadCode(row)}>
          下载代码
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          关闭
        </Button>,
      ]}
    >
      {files.isPending && <Skeleton active paragraph={{ rows: 10 }} />}
      <QueryFailure query={files} title="生成预览失败" />
      {files.data && (
        <Tabs
          items={files.data.map((file) => ({
            key: file.path,
            label: file.fileName,
            children: (
              <div>
                <div className={styles.path}>
                  <Typography.Text type="secondary">{file.path}</Typography.Text>
                  <CopyButton text={file.content} />
                </div>
                <CodeBlock label={`${file.fileName} 代码`} height={460}>
                  {file.content}
                </CodeBlock>
              </div>
            ),
          }))}
        />
      )}
    </Modal>
  );
}
