import { RequestDrawer } from '@/entities/approval-request';
import { taskRequestItems, TaskRequestBody, type TaskRequest } from '@/entities/mes/mfg-task-request';
import { mfgTaskRequestDetailQueryOptions } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';

/** 任务申请详情: the request, its attachments and the approval-flow diagram. */
export function TaskRequestDrawer({ row, onClose }: RowPanelProps<TaskRequest>) {
  return (
    <RequestDrawer
      title={`任务申请详情：${row.requestNo}`}
      query={mfgTaskRequestDetailQueryOptions({ query: { id: row.id } })}
      items={taskRequestItems}
      onClose={onClose}
    >
      {(request) => <TaskRequestBody request={request} />}
    </RequestDrawer>
  );
}
