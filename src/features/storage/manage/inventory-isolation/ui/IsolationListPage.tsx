import { lazy } from 'react';
import {
  holdColumns,
  holdStateColumn,
  LedgerTable,
  useHouseConditions,
  StockFormFromLink,
  type HoldColumnsOptions,
} from '@/entities/storage/stock';
import { stIsolation, stIsolationPageOperation } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { stateOptions } from '@/shared/ui/state-tag';
import { ISOLATION_SOURCES, ISOLATION_STATES, stillIsolated, type IsolationRow } from '../model/isolation';

const IsolationForm = lazy(() => import('./IsolationForm').then((m) => ({ default: m.IsolationForm })));

const HOLD: HoldColumnsOptions<IsolationRow> = {
  verb: '隔离',
  undo: '释放',
  held: 'ISOLATED',
  states: ISOLATION_STATES,
  fields: {
    done: 'releasedQty',
    person: 'operatorName',
    time: 'isolateTime',
    undoTime: 'releaseTime',
    undoReason: 'releaseReason',
  },
  still: stillIsolated,
  sources: ISOLATION_SOURCES,
  examples: {
    batchNo: 'B20261126-001',
    quality: '不合格',
    qty: '200 个',
    source: 'IQC 判定',
    sourceNo: 'IQC-20261126-0007',
    time: '2026-11-27 09:53:00',
  },
};

const COLUMNS: ColumnConfig<IsolationRow>[] = [
  { dataIndex: 'isolationNo', title: '隔离单号', example: 'IS-20261127-0001', hideAble: false },
  holdStateColumn(HOLD),
  { dataIndex: 'houseName', title: '仓库', example: '原材料一号仓' },
  {
    dataIndex: 'fromLocationCode',
    title: '原库位',
    example: 'E1-01-01',
    render: (_v, row) => `${row.fromLocationCode} ${row.fromLocationName}`,
  },
  {
    dataIndex: 'toLocationCode',
    title: '隔离库位',
    example: 'E1-03-01',
    render: (_v, row) => `${row.toHouseName ? `${row.toHouseName} ` : ''}${row.toLocationCode} ${row.toLocationName}`,
  },
  ...holdColumns(HOLD),
];

/**
 * 库存隔离 (docs/design/scm-storage.md → 库存隔离): the isolations (quality's rejected inspections isolate by themselves,
 * as IS-20261127-0001); 新增隔离 of a stock row into an isolation location, 释放 back after quality's decision, 详情
 * with the ISOLATE / RELEASE rows.
 */
const IsolationList = defineCrudScreen(stIsolation, {
  noun: '隔离',
  columns: COLUMNS,
  conditions: [
    'isolationNo',
    { key: 'state', title: '状态', type: 'select', options: stateOptions(ISOLATION_STATES), multiple: true },
    { key: 'sourceType', title: '来源', type: 'select', options: stateOptions(ISOLATION_SOURCES), multiple: true },
    'sourceNo',
    { key: 'materialCode', title: '物料', type: 'input' },
    'batchNo',
    { key: 'isolateDate', title: '隔离日期', type: 'dateRange' },
  ],
  add: { label: '新增隔离', load: () => import('./IsolationForm').then((m) => m.IsolationForm) },
  detail: {
    title: '隔离详情',
    width: 'large',
    items: (row) => [
      'isolationNo',
      'state',
      'houseName',
      'fromLocationCode',
      'toLocationCode',
      'materialCode',
      'batchNo',
      'qualityState',
      'qty',
      'releasedQty',
      'sourceType',
      'sourceNo',
      'operatorName',
      'isolateTime',
      { label: '原因', value: row.reason, span: 3 },
      {
        label: '最近释放',
        value: row.releaseTime
          ? `${row.releaseTime} ${row.releaserName ?? ''} 释放到 ${row.releaseLocationName ?? ''}：${row.releaseReason ?? ''}`
          : null,
        span: 3,
      },
      { label: '库存流水', value: <LedgerTable rows={row.ledgerRows} check={false} />, span: 3 },
    ],
  },
  rowActions: [
    'detail',
    {
      kind: 'panel',
      action: 'release',
      title: '释放',
      when: { field: 'state', op: 'eq', value: 'ISOLATED' },
      load: () => import('./ReleasePanel').then((m) => m.ReleasePanel),
    },
  ],
  status: false,
});

export function IsolationListPage() {
  return (
    <>
      <IsolationList conditions={useHouseConditions(IsolationList.screen.conditions ?? [])} />
      <StockFormFromLink Form={IsolationForm} list={stIsolationPageOperation} />
    </>
  );
}
