import { useQuery } from '@tanstack/react-query';
import { Button, Space, Table, Typography } from 'antd';
import { usePermissions } from '@/entities/permission';
import {
  pmProjDocumentDetailQueryOptions,
  pmProjDocumentVersionListQueryOptions,
  type PmProjDocumentDetailData,
} from '@/shared/api';
import { ApprovalFlow } from '@/shared/ui/approval-flow';
import { sysPreview, usePreviewFile } from '@/shared/ui/file-viewer';
import { LoadFailure, queryFailure } from '@/shared/ui/load-failure';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { DetailDrawer } from '@/shared/ui/record-detail';
import { DocStateBadge, LabelTags, sizeText, type ProjectDocument } from '../model/doc-states';
import { downloadDocument } from './file-actions';

/** 版本历史: every version, newest first, each previewed by its suffix or downloaded (projDocument:download). */
function Versions({ doc }: { doc: PmProjDocumentDetailData }) {
  const versions = useQuery(pmProjDocumentVersionListQueryOptions({ body: { docId: doc.id } }));
  const { canProj } = usePermissions();
  const { preview, viewer } = usePreviewFile(sysPreview);
  const failure = queryFailure(versions, Array.isArray);
  if (failure) return <LoadFailure message={`版本历史加载失败：${failure}`} onRetry={() => void versions.refetch()} />;
  return (
    <>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        loading={versions.isPending}
        dataSource={versions.data}
        columns={[
          { dataIndex: 'version', title: '版本', width: 70 },
          { dataIndex: 'fileName', title: '文件', ellipsis: true },
          {
            dataIndex: 'fileSize',
            title: '大小',
            width: 90,
            align: 'right',
            render: (size: number | null | undefined) => sizeText(size),
          },
          { dataIndex: 'changeNote', title: '变更说明', ellipsis: true },
          { dataIndex: 'uploaderName', title: '上传人', width: 80 },
          { dataIndex: 'uploadTime', title: '上传时间', width: 160 },
          {
            key: 'actions',
            title: '操作',
            width: 110,
            render: (_, version) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void preview({ fileId: version.fileId }, version.fileName)}
                >
                  预览
                </Button>
                {canProj('projDocument:download') && (
                  <Button type="link" size="small" onClick={() => void downloadDocument(doc.id, version.id)}>
                    下载
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {viewer}
    </>
  );
}

/** 文档详情: the document's values, its version history and its approval flow. */
export function DocumentDetailDrawer({ row, onClose }: RowPanelProps<ProjectDocument>) {
  return (
    <DetailDrawer
      title={`文档详情：${row.docName}`}
      width="large"
      columns={3}
      onClose={onClose}
      query={pmProjDocumentDetailQueryOptions({ query: { id: row.id } })}
      items={(doc) => [
        { label: '文档编号', value: doc.docNo },
        { label: '文档名称', value: doc.docName },
        { label: '分类', value: doc.categoryName },
        { label: '当前版本', value: doc.version },
        { label: '状态', value: <DocStateBadge state={doc.docState} /> },
        { label: '上传人', value: doc.ownerName },
        { label: '标签', value: <LabelTags labels={doc.labels} />, span: 2 },
        { label: '提交时间', value: doc.submitTime },
        { label: '审批流程', value: doc.procName ?? (doc.submitTime ? '平台内审批' : null) },
        { label: '说明', value: doc.description, span: 2 },
      ]}
      tabs={(doc) => [
        { key: 'versions', label: '版本历史', children: <Versions doc={doc} /> },
        {
          key: 'flow',
          label: '审批流程',
          children: doc.nodes?.length ? (
            <ApprovalFlow
              nodes={doc.nodes.map((node) => ({
                id: node.id,
                title: node.title,
                approver: node.approver,
                status: node.status,
                next: node.next ?? [],
              }))}
            />
          ) : (
            <Typography.Text type="secondary">尚未提交审批</Typography.Text>
          ),
        },
      ]}
    />
  );
}
