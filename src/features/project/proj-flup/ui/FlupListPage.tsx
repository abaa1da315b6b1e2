import { Typography } from 'antd';
import { pmProjPageForFlupSource } from '@/shared/api';
import { formatDate } from '@/shared/lib/format';
import { defineCrudScreen, type RowOf } from '@/shared/ui/crud-screen';

const resource = { source: pmProjPageForFlupSource };
export type FlupProject = RowOf<typeof resource>;

/** The day the page was opened: a next follow-up before it is overdue. */
const today = formatDate(new Date());

const STATUS_TEXT: Record<string, string> = { ONGOING: '进行中', PAUSED: '暂停' };

/** A next follow-up date already past is due: it stands out. */
function NextDate({ date }: { date: string | null | undefined }) {
  if (!date) return <Typography.Text type="secondary">未安排</Typography.Text>;
  return date < today ? <Typography.Text type="danger">{date}（已逾期）</Typography.Text> : <>{date}</>;
}

/**
 * 项目跟进: the projects in progress (product.md §7.6 pageForFlup) with their customer and phase and where their follow-up
 * stands; 跟进 adds one, 跟进记录 shows the history.
 */
export const FlupListPage = defineCrudScreen(resource, {
  noun: '项目跟进',
  columns: [
    { dataIndex: 'no', title: '项目编号', example: 'NPD-2026-011', hideAble: false },
    { dataIndex: 'title', title: '项目名称', width: 220, ellipsis: true },
    {
      dataIndex: 'customerName',
      title: '目标客户',
      example: '汇川技术股份有限公司',
      render: (_v, row) => row.customerName ?? '—',
    },
    {
      dataIndex: 'projPhaseName',
      title: '阶段',
      example: 'P3 设计开发',
      render: (_v, row) => `${row.projPhaseCode} ${row.projPhaseName}`,
    },
    {
      dataIndex: 'projStatus',
      title: '状态',
      example: '进行中',
      render: (_v, row) => STATUS_TEXT[row.projStatus] ?? row.projStatus,
    },
    { dataIndex: 'pmUserName', title: '项目经理', example: '高翔' },
    { dataIndex: 'flupCount', title: '跟进次数', align: 'right', example: '999' },
    {
      dataIndex: 'lastFlupDate',
      title: '最近跟进',
      example: '2026-11-24（张伟）',
      render: (_v, row) => (row.lastFlupDate ? `${row.lastFlupDate}（${row.lastFlupUserName ?? '—'}）` : '—'),
    },
    {
      dataIndex: 'nextDate',
      title: '下次跟进',
      example: '2026-11-24（已逾期）',
      render: (_v, row) => <NextDate date={row.nextDate} />,
    },
  ],
  conditions: ['title', 'no', 'customerName'],
  rowActions: [
    {
      kind: 'panel',
      action: 'manage',
      require: 'pmProjFlup:add',
      title: '跟进',
      load: () => import('./AddFlupPanel').then((m) => m.AddFlupPanel),
    },
    {
      kind: 'panel',
      action: 'detail',
      title: '跟进记录',
      load: () => import('./FlupHistoryDrawer').then((m) => m.FlupHistoryDrawer),
    },
  ],
});
