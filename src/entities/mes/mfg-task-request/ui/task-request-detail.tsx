import { RequestStateBadge } from '@/entities/approval-request/@x/mes/mfg-task-request';
import { ApprovalFlowSection } from '@/shared/ui/approval-flow';
import type { DetailItem } from '@/shared/ui/detail-list';
import { AttachmentsSection } from '@/shared/ui/file-viewer';
import { quantityText, REQUEST_TYPES, type TaskRequestDetail } from '../model/task-request';

/** The values of a task request, three to a row (each row's spans add up to 3). */
export const taskRequestItems = (request: TaskRequestDetail): DetailItem[] => [
  { label: '申请单号', value: request.requestNo },
  { label: '申请类型', value: REQUEST_TYPES[request.requestType].label },
  { label: '状态', value: <RequestStateBadge state={request.state} /> },
  { label: '关联任务', value: `${request.taskCode} ${request.processName}` },
  { label: '生产工单', value: request.orderCode },
  { label: '产品', value: request.productName },
  { label: '产线', value: request.lineName },
  { label: '数量', value: quantityText(request) },
  { label: '目标产线', value: request.targetLineName ?? '-' },
  { label: '申请人', value: request.applicantName },
  { label: '提交时间', value: request.submitTime },
  { label: '审批结束时间', value: request.finishTime },
  { label: '原因', value: request.reason, span: 3 },
  ...(request.state === 'REJECTED' ? [{ label: '驳回原因', value: request.lastOpinion, span: 3 }] : []),
];

/** Below the values: the attachments (previewed by the platform), then the approval-flow diagram. */
export function TaskRequestBody({ request }: { request: TaskRequestDetail }) {
  return (
    <>
      <AttachmentsSection files={request.files ?? []} />
      <ApprovalFlowSection nodes={request.nodes} />
    </>
  );
}
