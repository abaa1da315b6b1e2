import { FileTextOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { requestPanel } from '@/entities/approval-request';
import {
  pmDocApprovalApprove,
  pmDocApprovalDetailQueryOptions,
  pmDocApprovalReject,
  type PmDocApprovalDetailData,
} from '@/shared/api';
import type { DetailItem } from '@/shared/ui/detail-list';
import { sysPreview, usePreviewFile } from '@/shared/ui/file-viewer';
import { DocStateBadge, fileSizeText, MyResultBadge, type DocApproval } from '../model/doc-states';

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

const query = (id: string) => pmDocApprovalDetailQueryOptions({ query: { id } });
const version = (row: DocApproval) => `${row.docName} ${row.version}`;

export const DocApprovalDetailDrawer = requestPanel({
  title: (row: DocApproval) => `文档审批详情：${version(row)}`,
  query,
  items,
});

/** 审批: the document version, its preview and flow, then 驳回 (with the reason) or 通过. */
export const DocApprovalDrawer = requestPanel({
  title: (row: DocApproval) => `审批文档：${version(row)}`,
  query,
  items,
  decide: { approve: pmDocApprovalApprove, reject: pmDocApprovalReject },
});
