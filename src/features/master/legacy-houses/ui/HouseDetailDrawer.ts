import { mdHouseDetailQueryOptions } from '@/shared/api';
import { defineDetailPanel } from '@/shared/ui/record-detail';
import type { MdHouse } from '../model/house-list';

/** 仓库详情: the house, its manager and stock switches, and its audit stamp. */
export const HouseDetailDrawer = defineDetailPanel({
  title: '仓库详情',
  width: 'default',
  columns: 2,
  query: (row: MdHouse) => mdHouseDetailQueryOptions({ query: { id: row.id } }),
  items: (house, renderDict) => [
    { label: '仓库编码', value: house.code },
    { label: '仓库名称', value: house.name },
    { label: '仓库类型', value: renderDict('warehouse_type', house.houseType) },
    { label: '状态', value: renderDict('common_status', house.status) },
    { label: '负责人', value: house.managerName },
    { label: '负责人电话', value: house.managerPhone },
    { label: '启用库位管理', value: house.locationManaged ? '是' : '否' },
    { label: '允许负库存', value: house.allowNegative ? '是' : '否' },
    { label: '地址', value: house.address, span: 2 },
    { label: '备注', value: house.remark, span: 2 },
  ],
});
