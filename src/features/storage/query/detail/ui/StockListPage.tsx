import { ST_EXPIRY_STATES, ST_QUALITY_STATES, type StStock } from '@/entities/storage/stock';
import { stStock } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { stateOptions } from '@/shared/ui/state-tag';
import { createQueryStore } from '../model/query-store';
import { STOCK_COLUMNS } from './stock-columns';

export const BATCH_INFO = '/storage/inventory/query/detailList/batchInfo';

/** The conditions of the list 合计 is asked with (model/query-store). */
export const listQuery = createQueryStore();

/** The list's rows, its conditions told to 合计 as they are asked. */
const published: typeof stStock.source = {
  ...stStock.source,
  fetch: (query, options) => {
    listQuery.publish(query);
    return stStock.source.fetch(query, options);
  },
};

/**
 * 库存明细's list (docs/design/scm-storage.md → 库存明细): one row per stock row with its figures; 批次详情, 流水 and the
 * management screens (锁定, 隔离, 移库 with the row) from each row; 导出 of the selected rows or the conditions.
 */
export const StockListPage = defineCrudScreen(
  { ...stStock, source: published },
  {
    noun: '库存',
    columns: STOCK_COLUMNS,
    conditions: [
      { key: 'houseIds', title: '仓库', type: 'select', multiple: true, options: [] },
      { key: 'areaId', title: '库区', type: 'select', options: [] },
      { key: 'locationId', title: '库位', type: 'select', options: [] },
      { key: 'materialGroupId', title: '物料组', type: 'select', options: [] },
      { key: 'materialKeyword', title: '物料编码 / 名称', type: 'input' },
      { key: 'batchNo', title: '批次', type: 'input' },
      {
        key: 'qualityStates',
        title: '质量状态',
        type: 'select',
        multiple: true,
        options: stateOptions(ST_QUALITY_STATES),
      },
      {
        key: 'expiryStates',
        title: '效期状态',
        type: 'select',
        multiple: true,
        options: stateOptions(ST_EXPIRY_STATES),
      },
    ],
    rowActions: [
      {
        kind: 'link',
        action: 'detail',
        title: '批次详情',
        require: 'inventoryBatch:detail',
        to: (row: StStock) => `${BATCH_INFO}?batchId=${row.batchId}`,
      },
      {
        kind: 'panel',
        action: 'ledger',
        title: '流水',
        load: () => import('./LedgerDrawer').then((m) => m.LedgerDrawer),
      },
      {
        kind: 'link',
        action: 'lock',
        title: '锁定',
        require: 'inventoryLock:page',
        when: { field: 'availableQty', op: 'gt', value: 0 },
        to: (row: StStock) => `/storage/inventory/lock?stockId=${row.id}`,
      },
      {
        kind: 'link',
        action: 'isolate',
        title: '隔离',
        require: 'inventoryIsolation:page',
        when: [
          { field: 'isolationLocation', op: 'eq', value: false },
          { field: 'onHandQty', op: 'gt', value: 0 },
        ],
        to: (row: StStock) => `/storage/inventory/isolation?stockId=${row.id}`,
      },
      {
        kind: 'link',
        action: 'move',
        title: '移库',
        require: 'inventoryMove:page',
        when: { field: 'onHandQty', op: 'gt', value: 0 },
        to: (row: StStock) => `/storage/inventory/move?stockId=${row.id}`,
      },
    ],
    // Read only: stock changes by documents, never here.
    status: false,
    table: { selection: 'checkbox', actionWidth: 190 },
  },
);
