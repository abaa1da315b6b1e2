import { FileTextOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { ApprovalFlowSection, RequestDrawer } from '@/entities/approval-request';
import {
  pmDocApprovalApprove,
  pmDocApprovalDetailQueryOptions,
  pmDocApprovalReject,
  type PmDocApprovalDetailData,
} from '@/shared/api';
import type { DetailItem } from '@/shared/ui/detail-list';
import { sysPreview, usePreviewFile } from '@/shared/ui/file-viewer';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { DocStateBadge, fileSizeText, MyResultBadge, type DocApproval } from '../model/doc-approval-list';

/** The file with 预览 (the platform's preview: the image or PDF viewer, other files in a new tab). */
function DocFile({ doc }: { doc: PmDocApprovalDetailData }) {
  const { preview, viewer } = usePreviewFile(sysPreview);
  return (
    <Space>
      <FileTextOutlined aria-hidden />
      <Typography.Text>{doc.fileName}</Typography.Text>
      <Typography.Text type="secondary">{fileSizeText(doc.fileSize)}</Typography.Text>
      <Button type="link" size="small" onClick={() => void preview({ fileId: doc.fileId }, doc.fileName)}>
        预览
      </Button>
      {viewer}
    </Space>
  );
}

const items = (doc: PmDocApprovalDetailData): DetailItem[] => [
  { label: '文档名称', value: doc.docName, span: 2 },
  { label: '版本', value: doc.version },
  { label: '项目', value: `${doc.projNo} ${doc.projTitle}`, span: 2 },
  { label: '文档编号', value: doc.docNo },
  { label: '文档分类', value: doc.categoryName },
  { label: '提交人', value: doc.submitterName },
  { label: '提交时间', value: doc.submitTime },
  { label: '状态', value: <DocStateBadge state={doc.state} /> },
  { label: '待审节点', value: doc.currentNode },
  { label: '我的审批', value: <MyResultBadge result={doc.myResult} /> },
  { label: '文件', value: <DocFile doc={doc} />, span: 3 },
  { label: '版本说明', value: doc.changeNote, span: 3 },
];

const query = (row: DocApproval) => pmDocApprovalDetailQueryOptions({ query: { id: row.id } });
const title = (row: DocApproval) => `${row.docName} ${row.version}`;

export function DocApprovalDetailDrawer({ row, onClose }: RowPanelProps<DocApproval>) {
  return (
    <RequestDrawer title={`文档审批详情：${title(row)}`} query={query(row)} items={items} onClose={onClose}>
      {(doc) => <ApprovalFlowSection nodes={doc.nodes} />}
    </RequestDrawer>
  );
}

/** 审批: the document version, its preview and flow, then 驳回 (with the reason) or 通过. */
export function DocApprovalDrawer({ row, onClose, refetch }: RowPanelProps<DocApproval>) {
  return (
    <RequestDrawer
      title={`审批文档：${title(row)}`}
      query={query(row)}
      items={items}
      onClose={onClose}
      onDecided={() => void refetch()}
      decision={{
        approve: (opinion) => pmDocApprovalApprove({ body: { id: row.id, opinion } }, { quiet: true }),
        reject: (opinion) => pmDocApprovalReject({ body: { id: row.id, opinion } }, { quiet: true }),
      }}
    >
      {(doc) => <ApprovalFlowSection nodes={doc.nodes} />}
    </RequestDrawer>
  );
}
