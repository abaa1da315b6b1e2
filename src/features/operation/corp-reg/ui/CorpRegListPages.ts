import { opCorpReg } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import { defineCrudScreen, type ConditionKey, type QueryOf, type RowOf } from '@/shared/ui/crud-screen';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { CORP_REG_DICT, CORP_REG_STATUS } from '../model/corp-reg-status';

const columns: ColumnConfig<RowOf<typeof opCorpReg>>[] = [
  { dataIndex: 'corpName', title: '企业名称', width: 220, hideAble: false },
  { dataIndex: 'uscc', title: '统一社会信用代码', width: 190 },
  { dataIndex: 'legalPerson', title: '法定代表人', width: 100 },
  { dataIndex: 'industry', title: '所属行业', width: 150, ellipsis: true },
  { dataIndex: 'scale', title: '企业规模', width: 90, dict: CORP_REG_DICT.scale, dictAs: 'text' },
  { dataIndex: 'city', title: '所在城市', width: 100 },
  { dataIndex: 'contactName', title: '联系人', width: 90 },
  { dataIndex: 'contactPhone', title: '联系电话', width: 120 },
  { dataIndex: 'status', title: '状态', width: 100, dict: CORP_REG_DICT.status, filter: true },
  { dataIndex: 'submitTime', title: '提交时间', width: 170, sorter: true },
  { dataIndex: 'auditAccount', title: '审核人', width: 100, hide: true },
  { dataIndex: 'auditTime', title: '审核时间', width: 170, hide: true },
  { dataIndex: 'auditRemark', title: '审核意见', width: 220, ellipsis: true, hide: true },
];

const conditions: SearchCondition<ConditionKey<QueryOf<typeof opCorpReg>>>[] = [
  { key: 'corpName', title: '企业名称', type: 'input' },
  { key: 'uscc', title: '统一社会信用代码', type: 'input' },
  { key: 'status', title: '状态', type: 'select', dict: CORP_REG_DICT.status, multiple: true },
  { key: 'submitTime', title: '提交日期', type: 'dateRange' },
];

const detail = {
  kind: 'panel',
  action: 'detail',
  title: '详情',
  load: () => import('./CorpRegDetailDrawer').then((m) => m.CorpRegDetailDrawer),
} as const;

/** 注册查询 (product.md §7.4): every registration, searched by name, USCC, state and submit date; detail and export. */
export const CorpRegQueryPage = defineCrudScreen(opCorpReg, {
  noun: '企业注册',
  columns,
  conditions,
  table: { selection: 'checkbox' },
  rowActions: [detail],
});

/** 注册审核: the registrations waiting for the operator (待审核); 审核 opens the record with 通过 / 驳回. */
export const CorpRegAuditPage = defineCrudScreen(
  { source: opCorpReg.source },
  {
    noun: '企业注册',
    columns,
    // Only what waits for the operator: its own search has no state.
    conditions: conditions.filter((condition) => condition.key !== 'status'),
    table: { injectedParams: { status: String(CORP_REG_STATUS.pending) } },
    rowActions: [
      {
        kind: 'panel',
        action: 'approval',
        title: '审核',
        when: { field: 'status', op: 'eq', value: CORP_REG_STATUS.pending },
        load: () => import('./CorpRegAuditDrawer').then((m) => m.CorpRegAuditDrawer),
      },
      detail,
    ],
  },
);
