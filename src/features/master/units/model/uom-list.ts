import { cdUomList, cdUomListOperation, cdUomListQueryKey, type CdUomListData, type CdUomListVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';
import type { ListSource } from '@/shared/ui/list-screen';

export type Uom = CdUomListData[number];
export type UomQuery = CdUomListVariables['body'];

/** §7.9 units of measure: read-only, the category by the unit_category dictionary. */
export const uomColumns: ColumnConfig<Uom>[] = [
  { dataIndex: 'code', title: '单位编码', width: 120, hideAble: false },
  { dataIndex: 'name', title: '单位名称', width: 140 },
  { dataIndex: 'category', title: '类别', width: 120, dict: 'unit_category', filter: true },
  { dataIndex: 'precision', title: '小数位', width: 100 },
  { dataIndex: 'status', title: '状态', width: 100, dict: 'common_status', filter: true },
];

export const uomConditions: SearchCondition<keyof UomQuery & string>[] = [
  { key: 'keyword', title: '编码或名称', type: 'input' },
  { key: 'category', title: '类别', type: 'select', dict: 'unit_category', multiple: true },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

/** The whole list in one answer (no paging): the table takes the array as it is. */
export const uomSource: ListSource<Uom, UomQuery> = {
  operation: cdUomListOperation,
  key: (body) => cdUomListQueryKey({ body }),
  fetch: (body, options) => cdUomList({ body }, options),
};
