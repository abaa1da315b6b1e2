import { RequestStateBadge } from '@/entities/approval-request';
import { Table, Typography } from 'antd';
import { type opCorpChange, opCorpChangeDetailQueryOptions, type OpCorpChangeDetailData } from '@/shared/api';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';
import { ApprovalFlowSection } from '@/shared/ui/approval-flow';
import { AttachmentsSection } from '@/shared/ui/file-viewer';
import { DetailDrawer } from '@/shared/ui/record-detail';

type Detail = OpCorpChangeDetailData;

function ChangeBody({ change }: { change: Detail }) {
  return (
    <>
      <Typography.Title level={5}>变更内容</Typography.Title>
      <Table
        size="small"
        rowKey="field"
        pagination={false}
        dataSource={change.items}
        columns={[
          { dataIndex: 'fieldName', title: '变更项', width: 140 },
          { dataIndex: 'before', title: '变更前', render: (value: string | null | undefined) => value ?? '（空）' },
          { dataIndex: 'after', title: '变更后' },
        ]}
      />
      <AttachmentsSection files={change.files ?? []} />
      <ApprovalFlowSection nodes={change.nodes} />
    </>
  );
}

/** 企业变更详情: what changes from what to what, why, the attachments, and the approval-flow diagram. */
export function ChangeDetailDrawer({ row, onClose }: RowPanelProps<RowOf<typeof opCorpChange>>) {
  return (
    <DetailDrawer
      title={`企业变更详情：${row.changeNo}`}
      width="large"
      columns={3}
      onClose={onClose}
      query={opCorpChangeDetailQueryOptions({ query: { id: row.id } })}
      items={(change) => [
        { label: '变更单号', value: change.changeNo },
        { label: '企业名称', value: change.corpName },
        { label: '统一社会信用代码', value: change.uscc },
        { label: '状态', value: <RequestStateBadge state={change.state} /> },
        { label: '申请人', value: change.applicantName },
        { label: '提交时间', value: change.submitTime },
        { label: '审批流程', value: change.procName ?? (change.submitTime ? '平台内审批' : null) },
        { label: '审批结束时间', value: change.finishTime, span: 2 },
        { label: '变更原因', value: change.reason, span: 3 },
      ]}
    >
      {(change) => <ChangeBody change={change} />}
    </DetailDrawer>
  );
}
