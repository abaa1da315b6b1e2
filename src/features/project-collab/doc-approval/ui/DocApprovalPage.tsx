import { useState } from 'react';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { Tabs } from '@/shared/ui/tabs';
import {
  approvable,
  docApprovalConditions,
  docApprovalSource,
  doneColumns,
  todoColumns,
  type DocApprovalScope,
} from '../model/doc-approval-list';

const detail = {
  kind: 'panel',
  action: 'detail',
  title: '详情',
  load: () => import('./DocApprovalDrawer').then((m) => m.DocApprovalDetailDrawer),
} as const;

/** 待我审批: the projects' document versions waiting for this user, 审批 first. */
const TodoList = defineListScreen({
  tableId: 'pm.docApproval',
  permissionPrefix: 'docApproval',
  source: docApprovalSource,
  columns: todoColumns,
  conditions: docApprovalConditions,
  table: { injectedParams: { scope: 'TODO' } },
  rowActions: [
    {
      kind: 'panel',
      action: 'approval',
      title: '审批',
      when: approvable,
      load: () => import('./DocApprovalDrawer').then((m) => m.DocApprovalDrawer),
    },
    detail,
  ],
});

/** 我的审批记录: what this user decided, and where each version stands now. */
const DoneList = defineListScreen({
  tableId: 'pm.docApproval.done',
  permissionPrefix: 'docApproval',
  source: docApprovalSource,
  columns: doneColumns,
  conditions: docApprovalConditions,
  table: { injectedParams: { scope: 'DONE' } },
  rowActions: [detail],
});

/** 文档审批 (项目协同): documents of every project waiting for my approval, and the history of my approvals. */
export function DocApprovalPage() {
  const [scope, setScope] = useState<DocApprovalScope>('TODO');
  return (
    <Tabs
      activeKey={scope}
      onChange={(key) => setScope(key as DocApprovalScope)}
      items={[
        { key: 'TODO', label: '待我审批', children: scope === 'TODO' ? <TodoList /> : null },
        { key: 'DONE', label: '我的审批记录', children: scope === 'DONE' ? <DoneList /> : null },
      ]}
    />
  );
}
