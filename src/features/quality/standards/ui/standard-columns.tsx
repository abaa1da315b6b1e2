import { Flex, Table, Typography } from 'antd';
import { VALUE_TYPES } from '@/entities/quality/item';
import {
  STANDARD_STATE_OPTIONS,
  StandardStateTag,
  versionText,
  type QmStandardDetail,
  type QmStandardRow,
} from '@/entities/quality/standard';
import { formatNumber } from '@/shared/lib/format';
import type { ColumnConfig } from '@/shared/ui/data-table';
import type { DetailItem } from '@/shared/ui/detail-list';

/** 检验标准's list (docs/design/scm-quality.md → 检验标准): one row per version. */
export const STANDARD_COLUMNS: readonly ColumnConfig<QmStandardRow>[] = [
  { dataIndex: 'code', title: '标准编码', example: 'QS-IQC-IGBT', hideAble: false, sorter: true },
  { dataIndex: 'name', title: '标准名称', width: 200, ellipsis: true },
  { dataIndex: 'version', title: '版本', example: 'V12', render: (_, row) => versionText(row.version) },
  {
    dataIndex: 'state',
    title: '状态',
    example: '待生效',
    options: STANDARD_STATE_OPTIONS,
    render: (_, row) => <StandardStateTag state={row.state} />,
  },
  { dataIndex: 'categoryName', title: '检验类别', example: '来料检验' },
  { dataIndex: 'materialSummary', title: '适用物料', width: 220, ellipsis: true },
  { dataIndex: 'samplingPlanCode', title: '抽样方案', example: 'SP-GB-S3-IC' },
  { dataIndex: 'lineCount', title: '项目数', align: 'right', example: '12' },
  { dataIndex: 'effectiveDate', title: '生效日期', example: '2026-11-29', sorter: true },
  { dataIndex: 'archivedDate', title: '失效日期', example: '2026-11-29', hide: 'narrow' },
  { dataIndex: 'changeNote', title: '版本说明', width: 240, ellipsis: true, hide: 'narrow' },
];

type Line = QmStandardDetail['lines'][number];
type Material = QmStandardDetail['materials'][number];
type Version = QmStandardDetail['versions'][number];

/** A value in its unit's decimals (9.350 mm). */
const inUnit = (line: Line, value: number) => formatNumber(value, line.precision ?? undefined);

const limits = (line: Line) => {
  if (line.valueType === 'QUALITATIVE') return '-';
  const unit = line.uomSymbol ? ` ${line.uomSymbol}` : '';
  const { lowerLimit: low, upperLimit: high } = line;
  if (low !== null && low !== undefined && high !== null && high !== undefined)
    return `${inUnit(line, low)}–${inUnit(line, high)}${unit}`;
  if (low !== null && low !== undefined) return `≥ ${inUnit(line, low)}${unit}`;
  if (high !== null && high !== undefined) return `≤ ${inUnit(line, high)}${unit}`;
  return '-';
};
const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '-' : value);

function Lines({ rows }: { rows: readonly Line[] }) {
  return (
    <Table<Line>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={rows}
      columns={[
        { dataIndex: 'lineNo', title: '行' },
        { dataIndex: 'itemName', title: '检验项目', render: (_, line) => `${line.itemCode} ${line.itemName}` },
        { dataIndex: 'valueType', title: '定量/定性', render: (_, line) => VALUE_TYPES[line.valueType] },
        {
          dataIndex: 'standardValue',
          title: '标准值',
          render: (_, line) =>
            line.standardValue === null || line.standardValue === undefined ? '-' : inUnit(line, line.standardValue),
        },
        { key: 'limits', title: '上下限', render: (_, line) => limits(line) },
        { dataIndex: 'sampleQty', title: '检测数', render: (_, line) => line.sampleQty ?? '整个样本' },
        { dataIndex: 'method', title: '检测方法', render: (_, line) => text(line.method) },
        { dataIndex: 'requirement', title: '判定要求', render: (_, line) => text(line.requirement) },
        { dataIndex: 'tool', title: '检测工具', render: (_, line) => text(line.tool) },
        {
          dataIndex: 'defectName',
          title: '默认缺陷',
          render: (_, line) => (line.defectName ? `${line.defectName} ${line.defectClass ?? ''}` : '-'),
        },
      ]}
    />
  );
}

function Materials({ rows }: { rows: readonly Material[] }) {
  return (
    <Table<Material>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={rows}
      columns={[
        { dataIndex: 'materialCode', title: '物料', render: (_, m) => `${m.materialCode} ${m.materialName}` },
        { dataIndex: 'specification', title: '规格', render: (_, m) => text(m.specification) },
        { dataIndex: 'samplingPlanCode', title: '抽样方案', render: (_, m) => m.samplingPlanCode ?? '按标准' },
        { dataIndex: 'minCheckQty', title: '最低检测数' },
        {
          key: 'rates',
          title: '允许缺陷率 CR / MAJ / MIN %',
          render: (_, m) => `${m.crRate} / ${m.majRate} / ${m.minRate}`,
        },
      ]}
    />
  );
}

function Versions({ rows }: { rows: readonly Version[] }) {
  return (
    <Table<Version>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={rows}
      columns={[
        { dataIndex: 'version', title: '版本', render: (_, v) => versionText(v.version) },
        { dataIndex: 'state', title: '状态', render: (_, v) => <StandardStateTag state={v.state} /> },
        { dataIndex: 'effectiveDate', title: '生效日期', render: (_, v) => text(v.effectiveDate) },
        { dataIndex: 'archivedDate', title: '失效日期', render: (_, v) => text(v.archivedDate) },
        { dataIndex: 'changeNote', title: '版本说明', render: (_, v) => text(v.changeNote) },
        { dataIndex: 'createTime', title: '编制', render: (_, v) => `${v.createAccount} ${v.createTime}` },
      ]}
    />
  );
}

/** A version in its detail drawer: the header, its item lines, the materials it applies to, every version of the code. */
export function standardDetailItems(standard: QmStandardDetail): DetailItem[] {
  return [
    { label: '标准编码', value: standard.code },
    { label: '标准名称', value: standard.name },
    { label: '版本', value: versionText(standard.version) },
    { label: '状态', value: <StandardStateTag state={standard.state} /> },
    { label: '检验类别', value: `${standard.categoryCode} ${standard.categoryName}` },
    { label: '抽样方案', value: `${standard.samplingPlanCode} ${standard.samplingPlanName}` },
    { label: '生效日期', value: standard.effectiveDate },
    { label: '失效日期', value: standard.archivedDate },
    { label: '作废原因', value: standard.archiveReason },
    { label: '版本说明', value: standard.changeNote, span: 3 },
    { label: '备注', value: standard.remark, span: 3 },
    {
      label: '检验项目',
      // Focusable, so the keyboard reaches and scrolls the long drawer (it holds no other control).
      value: (
        <div role="region" aria-label="检验项目行" tabIndex={0}>
          <Lines rows={standard.lines} />
        </div>
      ),
      span: 3,
    },
    { label: '适用物料', value: <Materials rows={standard.materials} />, span: 3 },
    {
      label: '全部版本',
      value: (
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">同一编码的各版本，新的在前</Typography.Text>
          <Versions rows={standard.versions} />
        </Flex>
      ),
      span: 3,
    },
  ];
}
