import {
  APPLY_SOURCE_TYPES,
  APPLY_STATES,
  DueTime,
  INSPECT_MODES,
  IQC_RESULTS,
  InspectMode,
  LookTag,
  lookOptions,
  type IqcApplyRow,
} from '@/entities/quality/iqc-apply';
import { formatNumber } from '@/shared/lib/format';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { Judgement, judgedQtyText } from './Judgement';

export const applyQty = (row: IqcApplyRow, value: number) => `${formatNumber(value, row.uomPrecision)} ${row.uomName}`;

const URGENT = { URGENT: { label: '紧急', color: 'red' } } as const;

/** 说明 of a row: a 免检 lot's reason, a judged lot's quantities, else the inspector at work. */
const noteOf = (row: IqcApplyRow) => row.exemptReason ?? (judgedQtyText(row) || null);

/** IQC 申请's list (docs/design/scm-quality.md → IQC 申请). */
export const APPLY_COLUMNS: readonly ColumnConfig<IqcApplyRow>[] = [
  { dataIndex: 'applyNo', title: '报检单号', example: 'IQA-20261126-0007', hideAble: false, sorter: true },
  {
    dataIndex: 'state',
    title: '状态',
    example: '检验中',
    options: lookOptions(APPLY_STATES),
    render: (_, row) => <LookTag looks={APPLY_STATES} value={row.state} />,
  },
  {
    dataIndex: 'urgent',
    title: '紧急',
    example: '紧急',
    render: (_, row) => (row.urgent ? <LookTag looks={URGENT} value="URGENT" /> : null),
  },
  {
    dataIndex: 'materialCode',
    title: '物料',
    example: 'EL-C0805-10U 贴片电容',
    render: (_, row) => `${row.materialCode} ${row.materialName}`,
  },
  {
    dataIndex: 'inspectMode',
    title: '检验方式',
    example: '免检 供应商物料',
    options: lookOptions(INSPECT_MODES),
    render: (_, row) => <InspectMode row={row} />,
  },
  {
    dataIndex: 'dueTime',
    title: '要求完成时间',
    example: '2026-11-25 16:20 逾期',
    render: (_, row) => <DueTime dueTime={row.dueTime} overdue={row.overdue} />,
  },
  {
    dataIndex: 'result',
    title: '判定',
    example: '合格 免检，登记即判定',
    options: lookOptions(IQC_RESULTS),
    render: (_, row) => <Judgement row={row} />,
  },
  {
    dataIndex: 'inspectQty',
    title: '报检数',
    align: 'right',
    example: '4,200.000 千克',
    render: (_, row) => applyQty(row, row.inspectQty),
  },
  {
    dataIndex: 'supplierName',
    title: '供应商',
    example: 'SUP-0012 亚太轻合金',
    render: (_, row) => `${row.supplierCode} ${row.supplierName}`,
  },
  { dataIndex: 'exemptReason', title: '说明', width: 240, ellipsis: true, render: (_, row) => noteOf(row) },
  { dataIndex: 'batchNo', title: '我方批次', example: 'B20261108-ST01', hide: 'narrow' },
  {
    dataIndex: 'sourceNo',
    title: '来源',
    width: 200,
    ellipsis: true,
    hide: 'narrow',
    render: (_, row) => `${APPLY_SOURCE_TYPES[row.sourceType].label}${row.sourceNo ? ` ${row.sourceNo}` : ''}`,
  },
  {
    dataIndex: 'arrivalTime',
    title: '到货时间',
    example: '2026-11-26 10:20',
    sorter: true,
    hide: 'narrow',
    render: (_, row) => row.arrivalTime.slice(0, 16),
  },
  {
    dataIndex: 'arrivalQty',
    title: '到货数',
    align: 'right',
    example: '4,200.000 千克',
    hide: true,
    render: (_, row) => applyQty(row, row.arrivalQty),
  },
  { dataIndex: 'supplierBatch', title: '供应商批次', example: 'BG26A1107-3', hide: true },
  { dataIndex: 'inspectionNo', title: '检验单号', example: 'IQC-20261126-0007', hide: 'narrow' },
  { dataIndex: 'inspectorName', title: '检验员', example: '刘洋', hide: 'narrow' },
  { dataIndex: 'remark', title: '备注', width: 220, ellipsis: true, hide: true },
];
