import { lazy, useState } from 'react';
import {
  holdColumns,
  holdStateColumn,
  LedgerTable,
  useHouseConditions,
  StockFormFromLink,
  type HoldColumnsOptions,
} from '@/entities/storage/stock';
import { stLock, stLockPageOperation } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { stateOptions } from '@/shared/ui/state-tag';
import { Tabs } from '@/shared/ui/tabs';
import { LOCK_SOURCES, LOCK_STATES, stillLocked, type LockRow } from '../model/lock';

const LockForm = lazy(() => import('./LockForm').then((m) => ({ default: m.LockForm })));

const HOLD: HoldColumnsOptions<LockRow> = {
  verb: '锁定',
  undo: '解锁',
  held: 'LOCKED',
  states: LOCK_STATES,
  fields: {
    done: 'unlockedQty',
    person: 'lockerName',
    time: 'lockTime',
    undoTime: 'unlockTime',
    undoReason: 'unlockReason',
  },
  still: stillLocked,
  sources: LOCK_SOURCES,
  examples: {
    batchNo: 'FG20261128-001',
    quality: '合格',
    qty: '60,000 个',
    source: '预留',
    sourceNo: 'SO-20261115-018',
    time: '2026-11-28 18:05:00',
  },
};

const COLUMNS: ColumnConfig<LockRow>[] = [
  { dataIndex: 'lockNo', title: '锁定单号', example: 'LK-20261128-0001', hideAble: false },
  holdStateColumn(HOLD),
  { dataIndex: 'houseName', title: '仓库', example: '原材料一号仓' },
  {
    dataIndex: 'locationCode',
    title: '库位',
    example: 'E1-01-01',
    render: (_v, row) => (row.wholeBatch ? '整批（各库位）' : `${row.locationCode ?? ''} ${row.locationName ?? ''}`),
  },
  ...holdColumns(HOLD),
];

/**
 * 库存锁定 (docs/design/scm-storage.md → 库存锁定): the locks, 锁定中 (partly unlocked ones too) and 历史; 新增锁定 of a
 * stock row's quantity or its whole batch, 解锁 a quantity or all with a reason, 详情 with the LOCK rows it wrote.
 */
const LockList = defineCrudScreen(stLock, {
  noun: '锁定',
  columns: COLUMNS,
  conditions: [
    'lockNo',
    { key: 'sourceType', title: '来源', type: 'select', options: stateOptions(LOCK_SOURCES), multiple: true },
    { key: 'materialCode', title: '物料', type: 'input' },
    'batchNo',
    { key: 'lockDate', title: '锁定日期', type: 'dateRange' },
  ],
  add: { label: '新增锁定', load: () => import('./LockForm').then((m) => m.LockForm) },
  detail: {
    title: '锁定详情',
    width: 'large',
    items: (lock) => [
      'lockNo',
      'state',
      'houseName',
      'locationCode',
      'materialCode',
      'batchNo',
      'qualityState',
      'qty',
      'unlockedQty',
      'sourceType',
      'sourceNo',
      'lockerName',
      'lockTime',
      { label: '原因', value: lock.reason, span: 3 },
      {
        label: '最近解锁',
        value: lock.unlockTime ? `${lock.unlockTime} ${lock.unlockerName ?? ''}：${lock.unlockReason ?? ''}` : null,
        span: 3,
      },
      { label: '库存流水', value: <LedgerTable rows={lock.ledgerRows} check={false} />, span: 3 },
    ],
  },
  rowActions: [
    'detail',
    {
      kind: 'panel',
      action: 'unlock',
      title: '解锁',
      when: { field: 'state', op: 'eq', value: 'LOCKED' },
      load: () => import('./UnlockPanel').then((m) => m.UnlockPanel),
    },
  ],
  status: false,
});

const TABS = [
  { key: 'LOCKED', label: '锁定中' },
  { key: 'UNLOCKED', label: '历史' },
] as const;

export function LockListPage() {
  const [tab, setTab] = useState<(typeof TABS)[number]['key']>('LOCKED');
  const conditions = useHouseConditions(LockList.screen.conditions ?? []);
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key === 'UNLOCKED' ? 'UNLOCKED' : 'LOCKED')}
        items={TABS.map(({ key, label }) => ({ key, label }))}
      />
      <LockList key={tab} extendedParams={{ state: tab }} conditions={conditions} />
      <StockFormFromLink Form={LockForm} list={stLockPageOperation} />
    </>
  );
}
