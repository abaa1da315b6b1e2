import { MaterialPickField } from '@/entities/material';
import { withWarehouseCondition } from '@/entities/storage/warehouse';
import { cdFixedPosition, cdLocationPageQueryOptions, type CdLocationPageData } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { QuerySelect } from '@/shared/ui/query-select';

const enabledLocations = {
  ...cdLocationPageQueryOptions({ body: { pageNo: 1, pageSize: 200, status: '0' } }),
  select: (page: CdLocationPageData) => page.rows,
};

/** 固定库位: which location a material is kept in (added and deleted, never edited). */
export const PositionList = defineCrudScreen(cdFixedPosition, {
  noun: '固定库位',
  columns: [
    { dataIndex: 'materialCode', title: '物料编码', width: 150, hideAble: false, query: 'input' },
    { dataIndex: 'materialName', title: '物料名称', width: 180, query: 'input' },
    { dataIndex: 'specification', title: '规格型号', width: 180, ellipsis: true },
    { dataIndex: 'warehouseCode', title: '仓库编码', width: 130 },
    { dataIndex: 'warehouseName', title: '仓库名称', width: 150 },
    { dataIndex: 'areaName', title: '区域', width: 120 },
    { dataIndex: 'locationCode', title: '库位编码', width: 130, query: 'input' },
    { dataIndex: 'locationName', title: '库位名称', width: 180, ellipsis: true },
    { dataIndex: 'maxQty', title: '最大存放量', width: 110, align: 'right' },
    { dataIndex: 'remark', title: '备注', width: 200, ellipsis: true },
    'createTime',
  ],
  conditions: ['materialCode', 'materialName', 'locationCode'],
  // The server's refusal (库位已被占用) lands on the form.
  form: {
    materialId: {
      label: '物料',
      kind: 'custom',
      render: (field) => <MaterialPickField {...field} />,
    },
    // One of the enabled locations, shown with its warehouse.
    locationId: {
      label: '库位',
      kind: 'custom',
      render: (field) => (
        <QuerySelect
          {...field}
          query={enabledLocations}
          option={(l) => ({ value: l.id, label: `${l.code} ${l.name}（${l.warehouseName}）` })}
        />
      ),
    },
    maxQty: {},
    remark: { kind: 'textarea', wide: true },
  },
});

/** Its search adds 仓库 (the enabled warehouses). */
export const PositionListPage = withWarehouseCondition(PositionList);
