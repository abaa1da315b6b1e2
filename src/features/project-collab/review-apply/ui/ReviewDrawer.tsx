import { Table, Typography } from 'antd';
import { ApprovalFlowSection, RequestDrawer, RequestStateBadge } from '@/entities/approval-request';
import { pmReviewApprove, pmReviewDetailQueryOptions, pmReviewReject, type PmReviewDetailData } from '@/shared/api';
import type { DetailItem } from '@/shared/ui/detail-list';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { deliverableProgress, REVIEW_TYPE_LABELS, type Review } from '../model/review-list';

const items = (request: PmReviewDetailData): DetailItem[] => [
  { label: '申请单号', value: request.applyNo },
  { label: '状态', value: <RequestStateBadge state={request.state} /> },
  { label: '评审类型', value: REVIEW_TYPE_LABELS[request.reviewType] },
  { label: '项目', value: `${request.projNo} ${request.projTitle}`, span: 2 },
  { label: '评审阶段', value: `${request.phaseCode} ${request.phaseName}` },
  { label: '评审主题', value: request.title, span: 2 },
  { label: '评审日期', value: request.reviewDate },
  { label: '评审人', value: request.reviewers.map((r) => r.userName).join('、'), span: 2 },
  { label: '申请人', value: request.applicantName },
  { label: '提交时间', value: request.submitTime },
  { label: '审批流程', value: request.procName ?? (request.submitTime ? '平台内审批' : null) },
  { label: '备注', value: request.remark },
  ...(request.state === 'REJECTED' ? [{ label: '驳回原因', value: request.lastOpinion, span: 3 }] : []),
];

function ReviewBody({ request }: { request: PmReviewDetailData }) {
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        交付物清单（{deliverableProgress(request.deliverables)}）
      </Typography.Title>
      <Table
        size="small"
        rowKey="name"
        pagination={false}
        dataSource={request.deliverables}
        columns={[
          { dataIndex: 'name', title: '交付物' },
          {
            dataIndex: 'done',
            title: '状态',
            width: 100,
            render: (done: boolean) => (done ? '已完成' : <Typography.Text type="warning">未完成</Typography.Text>),
          },
        ]}
      />
      <ApprovalFlowSection nodes={request.nodes} />
    </>
  );
}

const query = (row: Review) => pmReviewDetailQueryOptions({ query: { id: row.id } });

export function ReviewDetailDrawer({ row, onClose }: RowPanelProps<Review>) {
  return (
    <RequestDrawer title={`评审申请详情：${row.applyNo}`} query={query(row)} items={items} onClose={onClose}>
      {(request) => <ReviewBody request={request} />}
    </RequestDrawer>
  );
}

export function ReviewApprovalDrawer({ row, onClose, refetch }: RowPanelProps<Review>) {
  return (
    <RequestDrawer
      title={`审批评审申请：${row.applyNo}`}
      query={query(row)}
      items={items}
      onClose={onClose}
      onDecided={() => void refetch()}
      decision={{
        approve: (opinion) => pmReviewApprove({ body: { id: row.id, opinion } }, { quiet: true }),
        reject: (opinion) => pmReviewReject({ body: { id: row.id, opinion } }, { quiet: true }),
      }}
    >
      {(request) => <ReviewBody request={request} />}
    </RequestDrawer>
  );
}
