import type { ReactNode } from 'react';
import type { RowActionSpec } from '@/shared/ui/crud-screen';
import type { ColumnConfig } from '@/shared/ui/data-table';
import type { IdsCall } from '@/shared/ui/record-actions';

/** Which partner a sub-record belongs to: the customer and supplier screens share every sub-record tab. */
export type PartnerKind = 'customer' | 'supplier';

/** The props of every sub-record tab of a partner's detail. */
export interface PartnerSubRecordProps {
  kind: PartnerKind;
  partnerId: string;
}

/** A column both kinds' rows have: it fits either kind's table. */
export type SharedColumn<Row> = Omit<ColumnConfig<Row>, 'render' | 'edit'> & {
  render?: (value: unknown, row: Row) => ReactNode;
};

/** 编辑 and 删除/移除 (asked first) of an address or a scope material: changing either is editing the partner. */
export function subRecordActions<Row extends { id: string }>(
  permission: string,
  remove: IdsCall,
  title: string,
): RowActionSpec<Row>[] {
  return [
    { kind: 'edit', require: permission },
    {
      kind: 'call',
      action: 'delete',
      title,
      confirm: true,
      danger: true,
      require: permission,
      done: '已删除',
      run: (row) => remove({ body: { ids: [row.id] } }),
    },
  ];
}
