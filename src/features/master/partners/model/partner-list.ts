import type { SearchCondition } from '@/shared/lib/table-query';
import type { ComponentType } from 'react';
import type { ColumnConfig } from '@/shared/ui/data-table';
import type { ListScreenDeclaration, RowPanelProps } from '@/shared/ui/crud-screen';
import type { RecordFormPanel } from '@/shared/ui/record-form';
import type { PartnerListKind, PartnerNoun, PartnerRecord } from './partner-kind';

/** A shared column shows a field both kinds have. */
type SharedColumn = Omit<ColumnConfig<PartnerRecord>, 'render' | 'edit'>;

/**
 * The list's columns: code and names, the kind's classification (`kind`), contact, terms with the kind's own (`terms`).
 * Widths from titles, dictionaries and examples (§5); short name, settlement and currency give way on a narrow table.
 */
export function partnerColumns<OwnColumn>(
  noun: PartnerNoun,
  own: { kind: OwnColumn[]; terms: OwnColumn[] },
): Array<SharedColumn | OwnColumn> {
  return [
    { dataIndex: 'code', title: `${noun}编码`, example: 'GYS-00001', hideAble: false, sorter: true },
    { dataIndex: 'name', title: `${noun}全称`, example: '苏州精工电子科技有限公司', ellipsis: true },
    { dataIndex: 'shortName', title: '简称', example: '锐拓机器人', ellipsis: true, hide: 'narrow' },
    ...own.kind,
    { dataIndex: 'contactName', title: '联系人', example: '欧阳明', ellipsis: true },
    { dataIndex: 'contactPhone', title: '联系电话', example: '0512-6288 1000' },
    { dataIndex: 'settlementMode', title: '结算方式', dict: 'settlement_mode', dictAs: 'text', hide: 'narrow' },
    { dataIndex: 'currency', title: '币种', dict: 'currency', dictAs: 'text', hide: 'narrow' },
    ...own.terms,
    { dataIndex: 'uscc', title: '统一社会信用代码', example: '91320500MA1XXXXXXX', hide: true },
    { dataIndex: 'email', title: '邮箱', example: 'purchase@example.com', hide: true },
    { dataIndex: 'address', title: '地址', width: 240, ellipsis: true, hide: true },
    { dataIndex: 'status', title: '状态', dict: 'common_status', filter: true },
    { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
    { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
  ];
}

type SharedKey = 'code' | 'name' | 'status';

/** Search by code, name (full or short), the kind's own conditions, then status. */
export function partnerConditions<Key extends string>(
  noun: PartnerNoun,
  own: SearchCondition<Key>[],
): SearchCondition<SharedKey | Key>[] {
  return [
    { key: 'code', title: `${noun}编码`, type: 'input' },
    { key: 'name', title: `${noun}名称`, type: 'input', placeholder: '全称或简称' },
    ...own,
    { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
  ];
}

/**
 * A partner list as a screen declaration: search, columns, export of the selection or the conditions; row actions
 * 详情 (the kind's drawer with its addresses and scope), 编辑, then enable / disable / delete by state (asked first).
 */
export function partnerScreen<Row extends PartnerRecord, Query>(
  kind: PartnerListKind<Row, Query>,
  load: {
    form: () => Promise<RecordFormPanel<Row, Partial<Query>>>;
    detail: () => Promise<ComponentType<RowPanelProps<Row>>>;
  },
): ListScreenDeclaration<Row, Query> {
  return {
    tableId: kind.tableId,
    permissionPrefix: kind.permissionPrefix,
    source: kind.source,
    columns: kind.columns,
    conditions: kind.conditions,
    table: { exportFile: kind.exportFile, selection: 'checkbox' },
    form: load.form,
    rowActions: [{ kind: 'panel', action: 'detail', title: '详情', load: load.detail }, 'edit'],
    status: kind.states,
  };
}

/** A credit limit in yuan; none means the credit is not controlled. */
export function creditText(value: unknown): string {
  return typeof value === 'number'
    ? value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    : '不控制';
}
