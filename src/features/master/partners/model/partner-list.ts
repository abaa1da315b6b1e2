import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig, RowAction } from '@/shared/ui/data-table';
import { statusActions } from '@/shared/ui/record-actions';
import type { PartnerListKind, PartnerNoun, PartnerRecord } from './partner-kind';

/** A shared column shows a field both kinds have. */
type SharedColumn = Omit<ColumnConfig<PartnerRecord>, 'render' | 'edit'>;

/** The list's columns: code and names, the kind's classification (`kind`), contact, terms with the kind's own (`terms`). */
export function partnerColumns<OwnColumn>(noun: PartnerNoun, own: { kind: OwnColumn[]; terms: OwnColumn[] }): Array<SharedColumn | OwnColumn> {
  return [
    { dataIndex: 'code', title: `${noun}编码`, width: 130, hideAble: false, sorter: true },
    { dataIndex: 'name', title: `${noun}全称`, width: 240, ellipsis: true },
    { dataIndex: 'shortName', title: '简称', width: 120 },
    ...own.kind,
    { dataIndex: 'contactName', title: '联系人', width: 100 },
    { dataIndex: 'contactPhone', title: '联系电话', width: 140 },
    { dataIndex: 'settlementMode', title: '结算方式', width: 110, dict: 'settlement_mode', dictAs: 'text' },
    { dataIndex: 'currency', title: '币种', width: 80, dict: 'currency', dictAs: 'text' },
    ...own.terms,
    { dataIndex: 'uscc', title: '统一社会信用代码', width: 190, hide: true },
    { dataIndex: 'email', title: '邮箱', width: 190, hide: true },
    { dataIndex: 'address', title: '地址', width: 240, ellipsis: true, hide: true },
    { dataIndex: 'status', title: '状态', width: 90, dict: 'common_status', filter: true },
    { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
    { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
  ];
}

type SharedKey = 'code' | 'name' | 'status';

/** Search by code, name (full or short), the kind's own conditions, then status. */
export function partnerConditions<Key extends string>(noun: PartnerNoun, own: SearchCondition<Key>[]): SearchCondition<SharedKey | Key>[] {
  return [
    { key: 'code', title: `${noun}编码`, type: 'input' },
    { key: 'name', title: `${noun}名称`, type: 'input', placeholder: '全称或简称' },
    ...own,
    { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
  ];
}

/** §4.2 row actions: detail, edit, then enable / disable / delete as the record's state allows (asked first). */
export function partnerActions<Row extends PartnerRecord, Query>(
  kind: PartnerListKind<Row, Query>,
  open: { detail: (row: Row) => void; edit: (row: Row) => void },
  refetch: () => unknown,
): RowAction<Row>[] {
  return [
    { action: 'detail', title: '详情', onClick: open.detail },
    { action: 'edit', title: '编辑', onClick: open.edit },
    ...statusActions<Row>(kind.states, refetch),
  ];
}

/** A credit limit in yuan; none means the credit is not controlled. */
export function creditText(value: unknown): string {
  return typeof value === 'number' ? value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : '不控制';
}
