import { ApprovalFlowSection, RequestDrawer, RequestStateBadge } from '@/entities/approval-request';
import { pmEcrApprove, pmEcrDetailQueryOptions, pmEcrReject, type PmEcrDetailData } from '@/shared/api';
import type { DetailItem } from '@/shared/ui/detail-list';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { costImpactText, ECR_TYPE_LABELS, scheduleImpactText, URGENCY, type Ecr } from '../model/ecr-list';
import { EvalItemsSection } from './EvalItemsSection';
import { TasksSection } from './TasksSection';

const items = (request: PmEcrDetailData): DetailItem[] => [
  { label: '变更单号', value: request.ecrNo },
  { label: '状态', value: <RequestStateBadge state={request.state} /> },
  { label: '变更类型', value: ECR_TYPE_LABELS[request.ecrType] },
  { label: '变更主题', value: request.title, span: 2 },
  { label: '紧急程度', value: URGENCY[request.urgency].label },
  { label: '项目', value: `${request.projNo} ${request.projTitle}`, span: 2 },
  { label: '申请人', value: request.applicantName },
  { label: '成本影响', value: costImpactText(request.costImpact) },
  { label: '进度影响', value: scheduleImpactText(request.scheduleImpactDays) },
  { label: '提交时间', value: request.submitTime },
  { label: '变更原因', value: request.reason, span: 3 },
  { label: '受影响零件', value: request.affectedParts, span: 3 },
  { label: '受影响文档', value: request.affectedDocs, span: 3 },
  ...(request.state === 'REJECTED' ? [{ label: '驳回原因', value: request.lastOpinion, span: 3 }] : []),
];

/** Below the values: the functions' evaluation (once submitted), the change tasks (once approved), the flow. */
function EcrBody({ request }: { request: PmEcrDetailData }) {
  return (
    <>
      {request.state !== 'DRAFT' && <EvalItemsSection ecrId={request.id} />}
      {request.state === 'APPROVED' && <TasksSection ecrId={request.id} />}
      <ApprovalFlowSection nodes={request.nodes} />
    </>
  );
}

const query = (row: Ecr) => pmEcrDetailQueryOptions({ query: { id: row.id } });

export function EcrDetailDrawer({ row, onClose }: RowPanelProps<Ecr>) {
  return (
    <RequestDrawer title={`变更申请详情：${row.ecrNo}`} query={query(row)} items={items} onClose={onClose}>
      {(request) => <EcrBody request={request} />}
    </RequestDrawer>
  );
}

export function EcrApprovalDrawer({ row, onClose, refetch }: RowPanelProps<Ecr>) {
  return (
    <RequestDrawer
      title={`审批变更申请：${row.ecrNo}`}
      query={query(row)}
      items={items}
      onClose={onClose}
      onDecided={() => void refetch()}
      decision={{
        approve: (opinion) => pmEcrApprove({ body: { id: row.id, opinion } }, { quiet: true }),
        reject: (opinion) => pmEcrReject({ body: { id: row.id, opinion } }, { quiet: true }),
      }}
    >
      {(request) => <EcrBody request={request} />}
    </RequestDrawer>
  );
}
