import { useState } from 'react';
import { requestActionConditions, RequestScopeTabs, type RequestScope } from '@/entities/approval-request';
import { pmInitiationDelete, pmInitiationRevoke } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { initiationColumns, initiationConditions, initiationSource, type Initiation } from '../model/initiation-list';

const when = requestActionConditions<Initiation>();

/** The list of 立项申请 with its actions by state (草稿/已驳回/已撤回: 编辑, 提交, 删除; 审批中: 撤回 or 审批). */
export const InitiationList = defineListScreen({
  tableId: 'pm.initiationApply',
  permissionPrefix: 'initiationApply',
  source: initiationSource,
  columns: initiationColumns,
  conditions: initiationConditions,
  form: () => import('./initiation-form').then((m) => m.InitiationForm),
  table: { addLabel: '新增立项申请', actionWidth: 200 },
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./InitiationDrawer').then((m) => m.InitiationDetailDrawer),
    },
    {
      kind: 'panel',
      action: 'approval',
      title: '审批',
      when: when.approvable,
      load: () => import('./InitiationDrawer').then((m) => m.InitiationApprovalDrawer),
    },
    { kind: 'edit', when: when.editable },
    {
      kind: 'panel',
      action: 'submit',
      title: '提交',
      when: when.editable,
      load: () => import('./SubmitInitiation').then((m) => m.SubmitInitiation),
    },
    {
      kind: 'call',
      action: 'revoke',
      title: '撤回',
      confirm: true,
      when: when.revocable,
      run: (row, options) => pmInitiationRevoke({ body: { id: row.id } }, options),
      done: '已撤回',
    },
    {
      kind: 'call',
      action: 'delete',
      title: '删除',
      confirm: true,
      danger: true,
      when: when.editable,
      run: (row, options) => pmInitiationDelete({ body: { ids: [row.id] } }, options),
      done: '删除成功',
    },
  ],
});

/** 立项申请 (项目协同): apply, audit and query in one screen — 我的申请 / 待我审批 / 全部. */
export function InitiationApplyPage() {
  const [scope, setScope] = useState<RequestScope>('MINE');
  return (
    <RequestScopeTabs scope={scope} onChange={setScope}>
      <InitiationList extendedParams={{ scope }} />
    </RequestScopeTabs>
  );
}
