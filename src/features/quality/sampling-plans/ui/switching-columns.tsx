import { Typography } from 'antd';
import { SwitchingTag, type QmSwitchingRow } from '@/entities/quality/switching';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type SwitchingRow = QmSwitchingRow;

/** 转移状态 per supplier × material (docs/design/scm-quality.md → Switching state), the server's sentence of why. */
export const SWITCHING_COLUMNS: readonly ColumnConfig<SwitchingRow>[] = [
  {
    dataIndex: 'supplierName',
    title: '供应商',
    example: '金塑新材料',
    hideAble: false,
  },
  {
    dataIndex: 'materialCode',
    title: '物料',
    example: 'PL-PA66-GF30 PA66 加纤粒料',
    render: (_, row) => `${row.materialCode} ${row.materialName}`,
  },
  {
    dataIndex: 'severity',
    title: '严格度',
    example: '加严检验 · 暂停检验',
    render: (_, row) => <SwitchingTag state={row} />,
  },
  {
    dataIndex: 'reason',
    title: '说明',
    width: 280,
    ellipsis: true,
    render: (_, row) => <Typography.Text type="secondary">{row.reason}</Typography.Text>,
  },
  { dataIndex: 'since', title: '自', example: '2026-11-26 17:10:00' },
  { dataIndex: 'score', title: '转移得分', align: 'right', example: '24' },
  { dataIndex: 'acceptedInRow', title: '连续接收', align: 'right', example: '5' },
  { dataIndex: 'tightenedRejects', title: '加严后不接收', align: 'right', example: '5' },
  { dataIndex: 'samplingPlanCode', title: '抽样方案', example: 'SP-GB-II-E', hide: 'narrow' },
];
