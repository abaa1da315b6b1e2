import { Space, Typography } from 'antd';
import { GAUGE_STATE_OPTIONS, GaugeStateTag, NextCalibration, type QmGaugeRow } from '@/entities/quality/gauge';
import type { ColumnConfig } from '@/shared/ui/data-table';

/** 状态, with why a gauge is stopped or scrapped under it. */
export function GaugeState({ gauge }: { gauge: Pick<QmGaugeRow, 'state' | 'stateReason'> }) {
  return (
    <Space size={4} wrap>
      <GaugeStateTag state={gauge.state} />
      {gauge.stateReason && <Typography.Text type="secondary">{gauge.stateReason}</Typography.Text>}
    </Space>
  );
}

/** 量检具's list (docs/design/scm-quality.md → 量检具): what it is, its state and when it falls due first. */
export const GAUGE_COLUMNS: readonly ColumnConfig<QmGaugeRow>[] = [
  { dataIndex: 'code', title: '编号', example: 'GJ-0010', hideAble: false, sorter: true },
  { dataIndex: 'name', title: '名称', example: '外径千分尺（旧）' },
  { dataIndex: 'model', title: '型号', example: '111-101-40G' },
  {
    dataIndex: 'state',
    title: '状态',
    example: '待校准',
    options: GAUGE_STATE_OPTIONS,
    render: (_, row) => <GaugeStateTag state={row.state} />,
  },
  {
    dataIndex: 'nextCalibrationDate',
    title: '下次校准',
    example: '2026-11-24 已超期 5 天',
    sorter: true,
    render: (_, row) => <NextCalibration gauge={row} />,
  },
  { dataIndex: 'lastCalibrationDate', title: '上次校准', example: '2026-11-24' },
  {
    dataIndex: 'calibrationCycleDays',
    title: '校准周期',
    align: 'right',
    example: '365 天',
    render: (_, row) => `${row.calibrationCycleDays} 天`,
  },
  { dataIndex: 'measureRange', title: '量程', example: '0–150 mm', hide: 'narrow' },
  { dataIndex: 'accuracy', title: '精度', example: '0.001 mm', hide: 'narrow' },
  { dataIndex: 'certificateNo', title: '证书编号', example: 'JZ2511-0870', hide: 'narrow' },
  { dataIndex: 'keeperName', title: '保管人', example: '刘洋', hide: 'narrow' },
  { dataIndex: 'location', title: '存放位置', width: 180, ellipsis: true, hide: 'narrow' },
  { dataIndex: 'manufacturer', title: '制造商', example: '桂林广陆', hide: true },
  { dataIndex: 'stateReason', title: '停用 / 报废原因', width: 200, ellipsis: true, hide: true },
];
