import { stStockPageSource } from '@/shared/api';
import { formatNumber } from '@/shared/lib/format';
import { defineSelector } from '@/shared/ui/selection-modal';
import { StateTag, stateOptions } from '@/shared/ui/state-tag';
import { ST_QUALITY_STATES } from '../model/states';

const figure = (title: string, key: 'onHandQty' | 'lockedQty' | 'isolatedQty' | 'allocatedQty' | 'availableQty') =>
  ({
    dataIndex: key,
    title,
    align: 'right',
    example: '2,452',
    render: (_v: unknown, row: { uomPrecision: number } & Record<typeof key, number>) =>
      formatNumber(row[key], row.uomPrecision),
  }) as const;

/**
 * 选择库存: the stock rows (物料 × 批次 × 库位 × 质量状态, `stStockPage`) with 在库 / 锁定 / 隔离 / 已分配 / 可用, for
 * a lock, an isolation or a move (docs/design/scm-storage.md → 库存管理). The opener narrows it (a warehouse).
 */
export const StockPickSelector = defineSelector({
  title: '选择库存',
  width: 1280,
  source: stStockPageSource,
  columns: [
    {
      dataIndex: 'materialCode',
      title: '物料',
      example: 'EL-CN-DB15F 连接器',
      render: (_v, row) => `${row.materialCode} ${row.materialName}`,
    },
    { dataIndex: 'batchNo', title: '批次', example: 'B20261126-001' },
    {
      dataIndex: 'houseName',
      title: '仓库 / 库位',
      width: 200,
      ellipsis: true,
      render: (_v, row) => `${row.houseName} / ${row.locationCode} ${row.locationName}`,
    },
    {
      dataIndex: 'qualityState',
      title: '质量状态',
      example: '不合格',
      render: (_v, row) => <StateTag states={ST_QUALITY_STATES} state={row.qualityState} />,
    },
    figure('在库', 'onHandQty'),
    figure('锁定', 'lockedQty'),
    figure('隔离', 'isolatedQty'),
    figure('已分配', 'allocatedQty'),
    figure('可用', 'availableQty'),
    { dataIndex: 'uomName', title: '单位', example: '千克' },
  ],
  conditions: [
    { key: 'materialKeyword', title: '物料', type: 'input' },
    { key: 'batchNo', title: '批次', type: 'input' },
    {
      key: 'qualityStates',
      title: '质量状态',
      type: 'select',
      options: stateOptions(ST_QUALITY_STATES),
      multiple: true,
    },
  ],
});
