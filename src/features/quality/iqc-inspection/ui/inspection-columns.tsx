import { Space } from 'antd';
import {
  CLASS_NAMES,
  DISPOSITION_STATES,
  DispositionTag,
  INSPECTION_STATES,
  type InspectionRow,
} from '@/entities/quality/inspection';
import { DISPOSITIONS, INSPECT_MODES, IQC_RESULTS, LookTag, lookOptions } from '@/entities/quality/iqc-apply';
import { SEVERITY_LABELS } from '@/entities/quality/sampling';
import { formatNumber } from '@/shared/lib/format';
import type { ColumnConfig } from '@/shared/ui/data-table';

export const lotQtyText = (row: Pick<InspectionRow, 'uomName' | 'uomPrecision'>, value: number) =>
  `${formatNumber(value, row.uomPrecision)} ${row.uomName}`;

/** 'MAJ 严重 2': the defects found in the sample, worst first. */
const defectsText = (row: InspectionRow) =>
  (
    [
      ['CR', row.crQty],
      ['MAJ', row.majQty],
      ['MIN', row.minQty],
    ] as const
  )
    .filter(([, qty]) => qty > 0)
    .map(([defectClass, qty]) => `${CLASS_NAMES[defectClass]} ${qty}`)
    .join('，');

/** IQC 检验's list (docs/design/scm-quality.md → IQC 检验). */
export const INSPECTION_COLUMNS: readonly ColumnConfig<InspectionRow>[] = [
  { dataIndex: 'inspectionNo', title: '检验单号', example: 'IQC-20261126-0007', hideAble: false, sorter: true },
  {
    dataIndex: 'state',
    title: '状态',
    example: '检验中',
    options: lookOptions(INSPECTION_STATES),
    render: (_, row) => <LookTag looks={INSPECTION_STATES} value={row.state} />,
  },
  {
    dataIndex: 'materialCode',
    title: '物料',
    example: 'EL-C0805-10U 贴片电容',
    render: (_, row) => `${row.materialCode} ${row.materialName}`,
  },
  {
    dataIndex: 'result',
    title: '判定',
    example: '不合格 挑选 已处置',
    options: lookOptions(IQC_RESULTS),
    render: (_, row) =>
      row.result ? (
        <Space size={4}>
          <LookTag looks={IQC_RESULTS} value={row.result} />
          {row.disposition && DISPOSITIONS[row.disposition]}
          <DispositionTag value={row.dispositionState} />
        </Space>
      ) : null,
  },
  {
    dataIndex: 'defectSummary',
    title: '缺陷',
    width: 200,
    ellipsis: true,
    render: (_, row) => row.defectSummary ?? (defectsText(row) || null),
  },
  {
    dataIndex: 'lotQty',
    title: '批量 / 样本量',
    align: 'right',
    example: '30,000 个 / 315',
    render: (_, row) =>
      `${lotQtyText(row, row.lotQty)} / ${row.sampleQty}${row.sampleUomName ? ` ${row.sampleUomName}` : ''}`,
  },
  {
    dataIndex: 'supplierName',
    title: '供应商',
    example: 'SUP-0031 风华高科',
    render: (_, row) => `${row.supplierCode} ${row.supplierName}`,
  },
  {
    dataIndex: 'severity',
    title: '检验方式',
    example: '抽检 正常',
    render: (_, row) => `${INSPECT_MODES[row.inspectMode].label} ${SEVERITY_LABELS[row.severity]}`,
  },
  { dataIndex: 'batchNo', title: '我方批次', example: 'B20261126-001', hide: 'narrow' },
  {
    dataIndex: 'standardCode',
    title: '检验标准',
    example: 'QS-IQC-CN V2',
    hide: 'narrow',
    render: (_, row) => `${row.standardCode} V${row.standardVersion}`,
  },
  { dataIndex: 'inspectorName', title: '检验员', example: '刘洋', hide: 'narrow' },
  {
    dataIndex: 'startTime',
    title: '开始时间',
    example: '2026-11-26 13:30',
    sorter: true,
    render: (_, row) => row.startTime.slice(0, 16),
  },
  {
    dataIndex: 'judgeTime',
    title: '判定时间',
    example: '2026-11-26 17:10',
    hide: 'narrow',
    render: (_, row) => row.judgeTime?.slice(0, 16) ?? null,
  },
  {
    dataIndex: 'dispositionState',
    title: '处置进度',
    example: '待处置',
    hide: true,
    options: lookOptions(DISPOSITION_STATES),
    render: (_, row) => <DispositionTag value={row.dispositionState} />,
  },
  { dataIndex: 'supplierBatch', title: '供应商批次', example: 'CEC2611A08', hide: true },
  { dataIndex: 'applyNo', title: '报检单号', example: 'IQA-20261126-0007', hide: true },
  { dataIndex: 'remark', title: '备注', width: 220, ellipsis: true, hide: true },
];
