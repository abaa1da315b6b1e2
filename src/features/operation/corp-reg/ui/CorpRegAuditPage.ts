import { defineListScreen } from '@/shared/ui/crud-screen';
import { auditConditions, corpRegColumns, corpRegSource } from '../model/corp-reg-list';
import { CORP_REG_STATUS } from '../model/corp-reg-status';

/** 注册审核: the registrations waiting for the operator (待审核); 审核 opens the record with 通过 / 驳回. */
export const CorpRegAuditPage = defineListScreen({
  tableId: 'bos.opCorpAudit',
  permissionPrefix: 'opCorpAudit',
  source: corpRegSource,
  columns: corpRegColumns,
  conditions: auditConditions,
  table: { injectedParams: { status: String(CORP_REG_STATUS.pending) } },
  rowActions: [
    {
      kind: 'panel',
      action: 'approval',
      title: '审核',
      when: { field: 'status', op: 'eq', value: CORP_REG_STATUS.pending },
      load: () => import('./CorpRegAuditDrawer').then((m) => m.CorpRegAuditDrawer),
    },
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./CorpRegDetailDrawer').then((m) => m.CorpRegDetailDrawer),
    },
  ],
});
