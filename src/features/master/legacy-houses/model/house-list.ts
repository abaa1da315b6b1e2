import { type MdHousePageData, mdHousePageSource, type MdHousePageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type MdHouse = MdHousePageData['rows'][number];
export type MdHouseQuery = MdHousePageVariables['body'];

const yesNo = (value: unknown) => (value ? '是' : '否');

/** 仓库（旧版） columns: type by the warehouse_type dictionary, the two stock switches as 是/否. */
export const houseColumns: ColumnConfig<MdHouse>[] = [
  { dataIndex: 'code', title: '仓库编码', width: 140, hideAble: false, sorter: true },
  { dataIndex: 'name', title: '仓库名称', width: 180 },
  { dataIndex: 'houseType', title: '仓库类型', width: 120, dict: 'warehouse_type', filter: true },
  { dataIndex: 'address', title: '地址', width: 220, ellipsis: true },
  { dataIndex: 'managerName', title: '负责人', width: 110 },
  { dataIndex: 'managerPhone', title: '负责人电话', width: 140 },
  { dataIndex: 'locationManaged', title: '库位管理', width: 100, render: yesNo },
  { dataIndex: 'allowNegative', title: '允许负库存', width: 110, render: yesNo },
  { dataIndex: 'status', title: '状态', width: 100, dict: 'common_status', filter: true },
  { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true, hide: true },
  { dataIndex: 'updateTime', title: '更新时间', width: 170, hide: true },
];

export const houseConditions: SearchCondition<keyof MdHouseQuery & string>[] = [
  { key: 'code', title: '仓库编码', type: 'input' },
  { key: 'name', title: '仓库名称', type: 'input' },
  { key: 'houseType', title: '仓库类型', type: 'select', dict: 'warehouse_type', multiple: true },
  { key: 'status', title: '状态', type: 'select', dict: 'common_status', multiple: true },
];

export const houseSource = mdHousePageSource;
