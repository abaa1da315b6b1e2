import { RequestDrawer } from '@/entities/approval-request';
import { taskRequestItems, TaskRequestBody, type TaskRequest } from '@/entities/mes/mfg-task-request';
import { mfgTaskRequestApprove, mfgTaskRequestDetailQueryOptions, mfgTaskRequestReject } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';

const query = (row: TaskRequest) => mfgTaskRequestDetailQueryOptions({ query: { id: row.id } });

export function TaskRequestDetailDrawer({ row, onClose }: RowPanelProps<TaskRequest>) {
  return (
    <RequestDrawer
      title={`任务申请详情：${row.requestNo}`}
      query={query(row)}
      items={taskRequestItems}
      onClose={onClose}
    >
      {(request) => <TaskRequestBody request={request} />}
    </RequestDrawer>
  );
}

/**
 * 审批: the request, its flow, then 驳回 (the reason required) or 通过 (an optional opinion). After a decision the list
 * is asked again, so the request leaves 待我审批.
 */
export function ApproveDrawer({ row, onClose, refetch }: RowPanelProps<TaskRequest>) {
  return (
    <RequestDrawer
      title={`审批任务申请：${row.requestNo}`}
      query={query(row)}
      items={taskRequestItems}
      onClose={onClose}
      onDecided={() => void refetch()}
      decision={{
        approve: (opinion) => mfgTaskRequestApprove({ body: { id: row.id, opinion } }, { quiet: true }),
        reject: (opinion) => mfgTaskRequestReject({ body: { id: row.id, opinion } }, { quiet: true }),
      }}
    >
      {(request) => <TaskRequestBody request={request} />}
    </RequestDrawer>
  );
}
