import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { MdCustomerPageData, MdSupplierPageData } from '@/shared/api';
import type { Lookups } from '@/shared/lib/lookups';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig, ExportFile } from '@/shared/ui/data-table';
import type { DetailItem } from '@/shared/ui/detail-list';
import type { ScreenSource } from '@/shared/ui/crud-screen';
import type { StatusCalls } from '@/shared/ui/record-actions';

/**
 * Customers and suppliers are the same kind of record (a business partner: code, names, credit code, contact,
 * bank, settlement terms) with a few fields of their own. One list, form and detail serve both; each kind is
 * a set of these declarations.
 */
export type PartnerNoun = '客户' | '供应商';

export type Customer = MdCustomerPageData['rows'][number];
export type Supplier = MdSupplierPageData['rows'][number];

/** The fields both kinds have, as the contract types them (a field renamed in either breaks this). */
export type PartnerRecord = Pick<
  Customer | Supplier,
  | 'id'
  | 'code'
  | 'name'
  | 'shortName'
  | 'uscc'
  | 'taxNo'
  | 'contactName'
  | 'contactPhone'
  | 'email'
  | 'address'
  | 'bankName'
  | 'bankAccount'
  | 'settlementMode'
  | 'currency'
  | 'status'
  | 'remark'
  | 'createAccount'
  | 'createTime'
  | 'updateAccount'
  | 'updateTime'
>;

/** A kind's list: table, search, export and the state-change calls. */
export interface PartnerListKind<Row extends PartnerRecord, Query> {
  noun: PartnerNoun;
  /** The registry key the menu names; also the table's layout key. */
  tableId: string;
  /** The §6 class of its permissions ('mdCustomer' → 'mdCustomer:add'). */
  permissionPrefix: string;
  columns: ColumnConfig<Row>[];
  conditions: SearchCondition<keyof Query & string>[];
  source: ScreenSource<Row, Query>;
  exportFile: ExportFile<Query>;
  states: StatusCalls;
}

/** A kind's detail: its detail call and the values shown. */
export interface PartnerDetailKind<T extends PartnerRecord, TKey extends QueryKey> {
  noun: PartnerNoun;
  query: (id: string) => UseQueryOptions<T, Error, T, TKey>;
  items: (record: T, renderDict: Lookups['renderDict']) => readonly DetailItem[];
}
