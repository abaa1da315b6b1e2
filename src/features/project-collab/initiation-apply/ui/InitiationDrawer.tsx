import { ApprovalFlowSection, RequestDrawer, RequestStateBadge } from '@/entities/approval-request';
import {
  pmInitiationApprove,
  pmInitiationDetailQueryOptions,
  pmInitiationReject,
  type PmInitiationDetailData,
} from '@/shared/api';
import type { DetailItem } from '@/shared/ui/detail-list';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { budgetText, CATEGORY_LABELS, type Initiation } from '../model/initiation-list';

const items = (request: PmInitiationDetailData): DetailItem[] => [
  { label: '申请单号', value: request.applyNo },
  { label: '状态', value: <RequestStateBadge state={request.state} /> },
  { label: '项目类别', value: CATEGORY_LABELS[request.projCategory] },
  { label: '拟立项目名称', value: request.title, span: 2 },
  { label: '产品族', value: request.productFamilyName },
  { label: '目标客户', value: request.customerName },
  { label: '预算', value: budgetText(request.budget) },
  { label: '计划周期', value: `${request.startDate} 至 ${request.planEndDate}` },
  {
    label: '申请人',
    value: request.applicantDeptName
      ? `${request.applicantName ?? ''}（${request.applicantDeptName}）`
      : request.applicantName,
  },
  { label: '提交时间', value: request.submitTime },
  { label: '审批流程', value: request.procName ?? (request.submitTime ? '平台内审批' : null) },
  { label: '立项理由', value: request.reason, span: 3 },
  { label: '市场分析', value: request.marketAnalysis, span: 3 },
  ...(request.projNo ? [{ label: '生成的项目', value: request.projNo }] : []),
  ...(request.state === 'REJECTED' ? [{ label: '驳回原因', value: request.lastOpinion, span: 3 }] : []),
];

const query = (row: Initiation) => pmInitiationDetailQueryOptions({ query: { id: row.id } });

/** 详情: the request, and where its approval stands in the flow diagram. */
export function InitiationDetailDrawer({ row, onClose }: RowPanelProps<Initiation>) {
  return (
    <RequestDrawer title={`立项申请详情：${row.applyNo}`} query={query(row)} items={items} onClose={onClose}>
      {(request) => <ApprovalFlowSection nodes={request.nodes} />}
    </RequestDrawer>
  );
}

/** 审批: the same, with the opinion and 驳回 / 通过 for the current approver. */
export function InitiationApprovalDrawer({ row, onClose, refetch }: RowPanelProps<Initiation>) {
  return (
    <RequestDrawer
      title={`审批立项申请：${row.applyNo}`}
      query={query(row)}
      items={items}
      onClose={onClose}
      onDecided={() => void refetch()}
      decision={{
        approve: (opinion) => pmInitiationApprove({ body: { id: row.id, opinion } }, { quiet: true }),
        reject: (opinion) => pmInitiationReject({ body: { id: row.id, opinion } }, { quiet: true }),
      }}
    >
      {(request) => <ApprovalFlowSection nodes={request.nodes} />}
    </RequestDrawer>
  );
}
