import { lazy, Suspense, useState } from 'react';
import {
  LedgerTable,
  qtyWithUnit,
  ST_QUALITY_STATES,
  useHouseConditions,
  useStockIdParam,
  useStockRow,
} from '@/entities/storage/stock';
import { stLock, stLockPageOperation } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { useRefetchList } from '@/shared/ui/record-actions';
import { StateTag, stateOptions } from '@/shared/ui/state-tag';
import { Tabs } from '@/shared/ui/tabs';
import { LOCK_SOURCES, LOCK_STATES, stillLocked, type LockRow } from '../model/lock';

const LockForm = lazy(() => import('./LockForm').then((m) => ({ default: m.LockForm })));

const COLUMNS: ColumnConfig<LockRow>[] = [
  { dataIndex: 'lockNo', title: '锁定单号', example: 'LK-20261128-0001', hideAble: false },
  {
    dataIndex: 'state',
    title: '状态',
    example: '部分解锁',
    render: (_v, row) =>
      row.state === 'LOCKED' && row.unlockedQty > 0 ? (
        <StateTag states={{ LOCKED: { label: '部分解锁', color: 'warning' } }} state="LOCKED" />
      ) : (
        <StateTag states={LOCK_STATES} state={row.state} />
      ),
  },
  { dataIndex: 'houseName', title: '仓库', example: '原材料一号仓' },
  {
    dataIndex: 'locationCode',
    title: '库位',
    example: 'E1-01-01',
    render: (_v, row) => (row.wholeBatch ? '整批（各库位）' : `${row.locationCode ?? ''} ${row.locationName ?? ''}`),
  },
  {
    dataIndex: 'materialCode',
    title: '物料',
    example: 'EL-CN-DB15F 连接器',
    render: (_v, row) => `${row.materialCode} ${row.materialName}`,
  },
  { dataIndex: 'batchNo', title: '批次', example: 'FG20261128-001' },
  {
    dataIndex: 'qualityState',
    title: '质量状态',
    example: '合格',
    render: (_v, row) => <StateTag states={ST_QUALITY_STATES} state={row.qualityState} />,
  },
  {
    dataIndex: 'qty',
    title: '锁定数量',
    align: 'right',
    example: '60,000 个',
    render: (_v, row) => qtyWithUnit(row, row.qty),
  },
  {
    dataIndex: 'unlockedQty',
    title: '已解锁',
    align: 'right',
    example: '60,000 个',
    render: (_v, row) => qtyWithUnit(row, row.unlockedQty),
  },
  {
    dataIndex: 'id',
    title: '锁定中',
    align: 'right',
    example: '40 台',
    render: (_v, row) => qtyWithUnit(row, stillLocked(row)),
  },
  {
    dataIndex: 'sourceType',
    title: '来源',
    example: '预留',
    render: (_v, row) => <StateTag states={LOCK_SOURCES} state={row.sourceType} />,
  },
  { dataIndex: 'sourceNo', title: '来源单号', example: 'SO-20261115-018' },
  { dataIndex: 'reason', title: '原因', width: 220, ellipsis: true },
  { dataIndex: 'lockerName', title: '锁定人', example: '黄强' },
  { dataIndex: 'lockTime', title: '锁定时间', example: '2026-11-28 18:05:00' },
  { dataIndex: 'unlockTime', title: '解锁时间', example: '2026-11-28 18:05:00', hide: true },
  { dataIndex: 'unlockReason', title: '解锁原因', width: 200, ellipsis: true, hide: true },
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

/** The form the screen opens with when 库存明细 sent a row (`?stockId=`), once the row has loaded. */
function OpenedWithStock({ stockId, onClose }: { stockId: string; onClose: () => void }) {
  const { stock, loading } = useStockRow(stockId);
  const refetch = useRefetchList(stLockPageOperation);
  if (loading) return null;
  return (
    <Suspense fallback={null}>
      <LockForm stock={stock} onClose={onClose} onSaved={() => void refetch()} />
    </Suspense>
  );
}

export function LockListPage() {
  const [tab, setTab] = useState<(typeof TABS)[number]['key']>('LOCKED');
  const { stockId, clear } = useStockIdParam();
  const conditions = useHouseConditions(LockList.screen.conditions ?? []);
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key === 'UNLOCKED' ? 'UNLOCKED' : 'LOCKED')}
        items={TABS.map(({ key, label }) => ({ key, label }))}
      />
      <LockList key={tab} extendedParams={{ state: tab }} conditions={conditions} />
      {stockId && <OpenedWithStock stockId={stockId} onClose={clear} />}
    </>
  );
}
