import { useState } from 'react';
import { taskRequestColumns, taskRequestConditions, type TaskRequest } from '@/entities/mes/mfg-task-request';
import { mfgTaskRequestPageSource } from '@/shared/api';
import type { RowCondition } from '@/shared/lib/table-query';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { Tabs } from '@/shared/ui/tabs';

/** 待我审批 / 我已审批 / 全部: the page call's scope on the approver's screen. */
type ApproveScope = 'TODO' | 'DONE' | 'ALL';
const APPROVE_SCOPES: readonly { key: ApproveScope; label: string }[] = [
  { key: 'TODO', label: '待我审批' },
  { key: 'DONE', label: '我已审批' },
  { key: 'ALL', label: '全部' },
];

/** 审批 where the request waits for this user now. */
const approvable: readonly RowCondition<TaskRequest>[] = [
  { field: 'state', op: 'eq', value: 'APPROVING' },
  { field: 'canApprove', op: 'eq', value: true },
];

/** One list per scope (its own table layout and query key), the scope injected into the page call. */
const listOf = (scope: ApproveScope) =>
  defineCrudScreen(
    { source: mfgTaskRequestPageSource },
    {
      noun: '任务申请',
      tableId: scope === 'TODO' ? 'mes.mfgTaskRequestApprove' : `mes.mfgTaskRequestApprove.${scope.toLowerCase()}`,
      columns: taskRequestColumns,
      conditions: taskRequestConditions,
      table: { injectedParams: { scope } },
      rowActions: [
        {
          kind: 'panel',
          action: 'approval',
          title: '审批',
          require: 'mfgTaskRequestApprove:approve',
          when: approvable,
          load: () => import('./ApproveDrawer').then((m) => m.ApproveDrawer),
        },
        {
          kind: 'panel',
          action: 'detail',
          title: '详情',
          load: () => import('./ApproveDrawer').then((m) => m.TaskRequestDetailDrawer),
        },
      ],
    },
  );

const LISTS = { TODO: listOf('TODO'), DONE: listOf('DONE'), ALL: listOf('ALL') };

/** 任务申请审批 (制造执行): the task requests waiting for my approval, those I decided, and all of them. */
export function TaskRequestApprovePage() {
  const [scope, setScope] = useState<ApproveScope>('TODO');
  return (
    <Tabs
      activeKey={scope}
      onChange={(key) => setScope(key as ApproveScope)}
      items={APPROVE_SCOPES.map(({ key, label }) => {
        const List = LISTS[key];
        return { key, label, children: key === scope ? <List /> : null };
      })}
    />
  );
}
