import { Link } from 'react-router-dom';
import { projectPath } from '@/entities/project';
import { pmWorkbenchMyRioPageSource, type PmWorkbenchMyRioPageVariables } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import type { SearchCondition } from '@/shared/lib/table-query';
import { DueDate, StateBadge } from '../model/cells';
import {
  levelTitle,
  type MyRio,
  OPEN_RIO_STATES,
  optionOf,
  RIO_LEVELS,
  RIO_STATES,
  RIO_TYPES,
  YES_NO,
} from '../model/work-states';

type MyRioQuery = PmWorkbenchMyRioPageVariables['body'];

/** The project a RIO belongs to, linked to that project's RIO tab. */
function RioProjectLink({ rio }: { rio: Pick<MyRio, 'projId' | 'projNo' | 'projTitle'> }) {
  return <Link to={projectPath('projRIO', rio.projId)}>{`${rio.projNo} ${rio.projTitle}`}</Link>;
}

/**
 * 我的 RIO (pm.workbenchMyRio): the risks, issues and opportunities I own across projects, handled in the project's
 * RIO tab; number, type, title, the project (into its RIO tab), level, state, due date (late ones stand out).
 */
const MyRioList = defineCrudScreen(
  { source: pmWorkbenchMyRioPageSource },
  {
    noun: '我的 RIO',
    columns: [
      { dataIndex: 'rioNo', title: 'RIO 编号', example: 'RIO-011-007', hideAble: false, sorter: true },
      {
        dataIndex: 'rioType',
        title: '类型',
        width: 80,
        render: (_, rio) => <StateBadge state={optionOf(RIO_TYPES, rio.rioType)} />,
      },
      { dataIndex: 'title', title: '标题', width: 240, ellipsis: true, hideAble: false },
      {
        dataIndex: 'projNo',
        title: '项目',
        width: 220,
        ellipsis: true,
        render: (_, rio) => <RioProjectLink rio={rio} />,
      },
      { dataIndex: 'rioLevel', title: '等级', example: '等级', render: (_, rio) => levelTitle(rio.rioLevel) },
      {
        dataIndex: 'rioState',
        title: '状态',
        width: 96,
        render: (_, rio) => <StateBadge state={optionOf(RIO_STATES, rio.rioState)} />,
      },
      {
        dataIndex: 'dueDate',
        title: '要求完成',
        width: 170,
        sorter: true,
        render: (_, rio) => <DueDate date={rio.dueDate} overdue={rio.overdue} />,
      },
      { dataIndex: 'raiseDate', title: '提出日期', example: '2026-01-01', hide: 'narrow' },
      { dataIndex: 'raiseUserName', title: '提出人', example: '提出人', hide: 'narrow' },
    ],
    table: { defaultParams: { sortField: 'dueDate', sortOrder: 'ascend' } },
    rowActions: [
      { kind: 'link', action: 'detail', title: '打开项目', to: (rio) => projectPath('projRIO', rio.projId) },
    ],
  },
);

const options = (list: typeof RIO_TYPES | typeof RIO_STATES) => list.map(({ value, title }) => ({ value, title }));

/** Open ones first (待处理, 处理中); 'dueDate' is a range (dueDateFrom/To, product.md §7.10). */
const myRioConditions: SearchCondition<(keyof MyRioQuery & string) | 'dueDate'>[] = [
  { key: 'title', title: '标题', type: 'input' },
  { key: 'projNo', title: '项目编号', type: 'input' },
  { key: 'projTitle', title: '项目名称', type: 'input' },
  { key: 'rioType', title: '类型', type: 'select', options: options(RIO_TYPES), multiple: true },
  { key: 'rioLevel', title: '等级', type: 'select', options: RIO_LEVELS, multiple: true },
  {
    key: 'rioState',
    title: '状态',
    type: 'select',
    options: options(RIO_STATES),
    multiple: true,
    defaultValue: [...OPEN_RIO_STATES],
    defaultText: '待处理、处理中',
  },
  { key: 'overdue', title: '已逾期', type: 'select', options: YES_NO },
  { key: 'dueDate', title: '要求完成', type: 'dateRange' },
];

/** The conditions through the page's props: a range is keyed by its base, which is no field of the query. */
export function MyRioListPage() {
  return <MyRioList conditions={myRioConditions} />;
}
