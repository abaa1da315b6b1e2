import { useState } from 'react';
import { mfgTaskRequestPageSource } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { Tabs } from '@/shared/ui/tabs';
import { approvable, APPROVE_SCOPES, type ApproveScope } from '../model/approve-list';
import { taskRequestColumns, taskRequestConditions } from '@/entities/mes/mfg-task-request';

const detail = {
  kind: 'panel',
  action: 'detail',
  title: '详情',
  load: () => import('./ApproveDrawer').then((m) => m.TaskRequestDetailDrawer),
} as const;

/** One list per scope (its own table layout and query key), the scope injected into the page call. */
const listOf = (scope: ApproveScope) =>
  defineListScreen({
    tableId: scope === 'TODO' ? 'mes.mfgTaskRequestApprove' : `mes.mfgTaskRequestApprove.${scope.toLowerCase()}`,
    permissionPrefix: 'mfgTaskRequestApprove',
    source: mfgTaskRequestPageSource,
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
      detail,
    ],
  });

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
