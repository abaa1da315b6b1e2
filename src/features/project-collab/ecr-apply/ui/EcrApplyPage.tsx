import { useState } from 'react';
import { requestActionConditions, RequestScopeTabs, type RequestScope } from '@/entities/approval-request';
import { pmEcrDelete, pmEcrRevoke } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { ecrColumns, ecrConditions, ecrSource, type Ecr } from '../model/ecr-list';

const when = requestActionConditions<Ecr>();

/** The list of change requests (ECR / PCR / SCR) with its actions by state. */
export const EcrList = defineListScreen({
  tableId: 'pm.ecrApply',
  permissionPrefix: 'ecrApply',
  source: ecrSource,
  columns: ecrColumns,
  conditions: ecrConditions,
  form: () => import('./ecr-form').then((m) => m.EcrForm),
  table: { addLabel: '新增变更申请', actionWidth: 200 },
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./EcrDrawer').then((m) => m.EcrDetailDrawer),
    },
    {
      kind: 'panel',
      action: 'approval',
      title: '审批',
      when: when.approvable,
      load: () => import('./EcrDrawer').then((m) => m.EcrApprovalDrawer),
    },
    { kind: 'edit', when: when.editable },
    {
      kind: 'panel',
      action: 'submit',
      title: '提交',
      when: when.editable,
      load: () => import('./SubmitEcr').then((m) => m.SubmitEcr),
    },
    {
      kind: 'call',
      action: 'revoke',
      title: '撤回',
      confirm: true,
      when: when.revocable,
      run: (row, options) => pmEcrRevoke({ body: { id: row.id } }, options),
      done: '已撤回',
    },
    {
      kind: 'call',
      action: 'delete',
      title: '删除',
      confirm: true,
      danger: true,
      when: when.editable,
      run: (row, options) => pmEcrDelete({ body: { ids: [row.id] } }, options),
      done: '删除成功',
    },
  ],
});

/** ECR 申请 (项目协同): engineering, process and supplier change requests — 我的申请 / 待我审批 / 全部. */
export function EcrApplyPage() {
  const [scope, setScope] = useState<RequestScope>('MINE');
  return (
    <RequestScopeTabs scope={scope} onChange={setScope}>
      <EcrList extendedParams={{ scope }} />
    </RequestScopeTabs>
  );
}
