import { Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import {
  availableQty,
  expiryState,
  qtyOf,
  qtyWithUnit,
  ST_EXPIRY_STATES,
  ST_QUALITY_STATES,
  type StStock,
} from '@/entities/storage/stock';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { StateTag } from '@/shared/ui/state-tag';

type Figure = 'onHandQty' | 'lockedQty' | 'isolatedQty' | 'allocatedQty';

const figure = (dataIndex: Figure, title: string): ColumnConfig<StStock> => ({
  dataIndex,
  title,
  align: 'right',
  example: '4,052.812',
  render: (_v, row) => qtyOf(row, row[dataIndex]),
});

/** Why a row has no 可用 though it has stock: its state (待检, 不合格, 冻结) is the reason. */
const heldBy = (row: StStock) => (row.qualityState === 'QUALIFIED' ? null : ST_QUALITY_STATES[row.qualityState].label);

/** 库存明细's columns (docs/design/scm-storage.md → 库存明细): where, what, which batch, its state and figures. */
export const STOCK_COLUMNS: ColumnConfig<StStock>[] = [
  { dataIndex: 'houseName', title: '仓库', example: '原材料一号仓', hide: 'narrow' },
  { dataIndex: 'areaName', title: '库区', example: '温湿度控制区', hide: 'narrow' },
  {
    dataIndex: 'locationCode',
    title: '库位',
    example: 'E1-03-01 隔离',
    render: (_v, row) => (
      <span title={row.locationName}>
        {row.locationCode}
        {row.isolationLocation && <Tag style={{ marginInlineStart: 4 }}>隔离</Tag>}
      </span>
    ),
  },
  { dataIndex: 'locationName', title: '库位名称', example: '温湿度控制区 1 号货架第 1 层', hide: true },
  { dataIndex: 'materialCode', title: '物料编码', example: 'PL-PA66-GF30', hideAble: false },
  { dataIndex: 'materialName', title: '物料名称', example: 'PA66 加纤粒料' },
  { dataIndex: 'specification', title: '规格', example: 'STM32F407VGT6 LQFP-100', hide: 'narrow', ellipsis: true },
  { dataIndex: 'materialGroupName', title: '物料组', example: '电子元器件', hide: true },
  { dataIndex: 'batchNo', title: '批次', example: 'B20260918-IC02', hideAble: false },
  { dataIndex: 'supplierBatch', title: '供应商批次', example: 'CEC2611A08', hide: 'narrow' },
  {
    dataIndex: 'qualityState',
    title: '质量状态',
    width: 90,
    render: (_v, row) => <StateTag states={ST_QUALITY_STATES} state={row.qualityState} />,
  },
  figure('onHandQty', '在库'),
  figure('lockedQty', '锁定'),
  figure('isolatedQty', '隔离'),
  figure('allocatedQty', '已分配'),
  {
    dataIndex: 'availableQty',
    title: '可用',
    align: 'right',
    // The figure the list is read for: kept in sight, with its unit, however wide the rest.
    fixed: 'right',
    example: '4,052.812 千克（不合格）',
    headerText: '在库 − 锁定 − 隔离 − 已分配；待检、不合格、冻结的为 0',
    // The client's 可用 (entities/storage/stock), the state beside a 0 it explains.
    render: (_v, row) => {
      const held = heldBy(row);
      return (
        <Space size={4}>
          <Typography.Text strong>{qtyWithUnit(row, availableQty(row, row.uomPrecision))}</Typography.Text>
          {held && <Typography.Text type="secondary">{`（${held}）`}</Typography.Text>}
        </Space>
      );
    },
  },
  { dataIndex: 'uomName', title: '单位', width: 64 },
  { dataIndex: 'productionDate', title: '生产日期', width: 110, hide: 'narrow' },
  { dataIndex: 'expiryDate', title: '有效期至', width: 110, hide: 'narrow' },
  {
    dataIndex: 'expiryState',
    title: '效期状态',
    width: 90,
    render: (_v, row) =>
      row.expiryDate ? (
        <StateTag
          states={ST_EXPIRY_STATES}
          state={expiryState(row.expiryDate, row.expiryWarnDays, dayjs().format('YYYY-MM-DD'))}
        />
      ) : (
        ''
      ),
  },
  { dataIndex: 'lastInTime', title: '最近入库', width: 160, hide: 'narrow' },
];
