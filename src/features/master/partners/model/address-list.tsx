import { Tag } from 'antd';
import type { SearchOption } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';
import type { RowActionSpec } from '@/shared/ui/crud-screen';
import type { IdsCall } from '@/shared/ui/record-actions';
import type { AddressRow } from './address-kinds';

const region = (row: AddressRow) => [row.province, row.city, row.district].filter(Boolean).join(' ');

/** A partner's addresses: type by the kind's labels, the default of each type tagged. */
export function addressColumns(types: readonly SearchOption[]): ColumnConfig<AddressRow>[] {
  const typeTitle = new Map(types.map((t) => [t.value, t.title]));
  return [
    {
      dataIndex: 'addressType',
      title: '地址类型',
      width: 110,
      hideAble: false,
      render: (value) => typeTitle.get(String(value)) ?? String(value),
    },
    {
      dataIndex: 'isDefault',
      title: '默认',
      width: 80,
      render: (value) => (value ? <Tag color="blue">默认</Tag> : null),
    },
    { dataIndex: 'contactName', title: '联系人', width: 100 },
    { dataIndex: 'contactPhone', title: '联系电话', width: 140 },
    { dataIndex: 'province', title: '省市区', width: 180, render: (_value, row) => region(row) },
    { dataIndex: 'detail', title: '详细地址', width: 240, ellipsis: true },
    { dataIndex: 'postcode', title: '邮编', width: 90 },
    { dataIndex: 'remark', title: '备注', width: 180, ellipsis: true, hide: true },
    { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
  ];
}

/** 编辑 and 删除 (asked first): both need the partner's edit permission. */
export function addressActions(remove: IdsCall, permission: string): RowActionSpec<AddressRow>[] {
  return [
    { kind: 'edit', require: permission },
    {
      kind: 'call',
      action: 'delete',
      title: '删除',
      confirm: true,
      danger: true,
      require: permission,
      done: '已删除',
      run: (row) => remove({ body: { ids: [row.id] } }),
    },
  ];
}
