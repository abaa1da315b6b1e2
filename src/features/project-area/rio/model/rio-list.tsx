import { Badge, Typography, type BadgeProps } from 'antd';
import { RIO_LEVELS, RIO_TYPES, labelOf, optionsOf } from '@/entities/project';
import { pmProjRioPageSource, type PmProjRioPageData, type PmProjRioPageVariables } from '@/shared/api';
import type { SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type ProjRio = PmProjRioPageData['rows'][number];
export type ProjRioQuery = PmProjRioPageVariables['body'];

/** The status flow 新建 → 处理中 → 已解决 → 已关闭. */
export const RIO_STATUSES = [
  { value: 'NEW', title: '新建' },
  { value: 'DOING', title: '处理中' },
  { value: 'RESOLVED', title: '已解决' },
  { value: 'CLOSED', title: '已关闭' },
] as const;

const STATUS_BADGE: Record<ProjRio['rioStatus'], NonNullable<BadgeProps['status']>> = {
  NEW: 'default',
  DOING: 'processing',
  RESOLVED: 'success',
  CLOSED: 'default',
};
const LEVEL_BADGE: Record<ProjRio['level'], NonNullable<BadgeProps['status']>> = {
  H: 'error',
  M: 'warning',
  L: 'processing',
};

export const rioColumns: ColumnConfig<ProjRio>[] = [
  { dataIndex: 'code', title: '编号', example: 'RIO-011-001', hideAble: false },
  {
    dataIndex: 'rioType',
    title: '类型',
    options: optionsOf(RIO_TYPES),
    filter: true,
    render: (_v, row) => labelOf(RIO_TYPES, row.rioType),
  },
  { dataIndex: 'title', title: '标题', width: 260, ellipsis: true },
  {
    dataIndex: 'level',
    title: '等级',
    options: optionsOf(RIO_LEVELS),
    filter: true,
    render: (_v, row) => <Badge status={LEVEL_BADGE[row.level]} text={labelOf(RIO_LEVELS, row.level)} />,
  },
  {
    dataIndex: 'probability',
    title: '概率/影响',
    headerText: '风险的发生概率与影响程度（1–5）',
    render: (_v, row) =>
      row.rioType === 'R' && row.probability != null && row.impact != null ? `${row.probability} / ${row.impact}` : '—',
  },
  { dataIndex: 'ownerName', title: '责任人', example: '高翔' },
  {
    dataIndex: 'dueDate',
    title: '计划完成',
    example: '2026-11-20 已逾期',
    sorter: true,
    // Overdue: not resolved and past its date (the server says which).
    render: (_v, row) =>
      row.overdue ? (
        <Typography.Text type="danger" strong>
          {row.dueDate} 已逾期
        </Typography.Text>
      ) : (
        row.dueDate
      ),
  },
  { dataIndex: 'measures', title: '应对措施', width: 240, ellipsis: true, hide: 'narrow' },
  {
    dataIndex: 'rioStatus',
    title: '状态',
    options: RIO_STATUSES,
    filter: true,
    render: (_v, row) => <Badge status={STATUS_BADGE[row.rioStatus]} text={labelOf(RIO_STATUSES, row.rioStatus)} />,
  },
  { dataIndex: 'closeNote', title: '关闭说明', width: 200, ellipsis: true, hide: true },
];

export const rioConditions: SearchCondition<keyof ProjRioQuery & string>[] = [
  { key: 'title', title: '标题', type: 'input' },
  { key: 'rioType', title: '类型', type: 'select', options: optionsOf(RIO_TYPES), multiple: true },
  { key: 'level', title: '等级', type: 'select', options: optionsOf(RIO_LEVELS), multiple: true },
  { key: 'rioStatus', title: '状态', type: 'select', options: optionsOf(RIO_STATUSES), multiple: true },
  { key: 'ownerName', title: '责任人', type: 'input' },
];

export const rioSource = pmProjRioPageSource;
