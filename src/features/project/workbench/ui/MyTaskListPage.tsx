import { Progress, Space, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { projectPath } from '@/entities/project';
import { pmWorkbenchMyTaskPageSource, type PmWorkbenchMyTaskPageVariables } from '@/shared/api';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import type { SearchCondition } from '@/shared/lib/table-query';
import { DueDate, StateBadge } from '../model/cells';
import { type MyTask, OPEN_TASK_STATES, optionOf, TASK_STATES, YES_NO } from '../model/work-states';

type MyTaskQuery = PmWorkbenchMyTaskPageVariables['body'];

/** The project a task belongs to, linked to that project's 任务 tab. */
function TaskProjectLink({ task }: { task: Pick<MyTask, 'projId' | 'projNo' | 'projTitle'> }) {
  return <Link to={projectPath('projTask', task.projId)}>{`${task.projNo} ${task.projTitle}`}</Link>;
}

/**
 * 我的任务 (pm.workbenchMyTask): my tasks across projects, the project (into its 任务 tab), the task and its phase,
 * state, dates (late ones stand out), progress; a task is worked on in its project's 任务 tab.
 */
const MyTaskList = defineCrudScreen(
  { source: pmWorkbenchMyTaskPageSource },
  {
    noun: '我的任务',
    columns: [
      {
        dataIndex: 'projNo',
        title: '项目',
        width: 240,
        ellipsis: true,
        hideAble: false,
        render: (_, task) => <TaskProjectLink task={task} />,
      },
      {
        dataIndex: 'taskName',
        title: '任务名称',
        width: 220,
        hideAble: false,
        render: (_, task) => (
          <Space size={4}>
            {task.taskName}
            {task.milestone && <Tag color="purple">里程碑</Tag>}
          </Space>
        ),
      },
      { dataIndex: 'phaseName', title: '阶段', example: '设计开发' },
      {
        dataIndex: 'taskState',
        title: '状态',
        width: 96,
        render: (_, task) => <StateBadge state={optionOf(TASK_STATES, task.taskState)} />,
      },
      { dataIndex: 'planStartDate', title: '计划开始', example: '2026-01-01', sorter: true },
      {
        dataIndex: 'planEndDate',
        title: '计划完成',
        width: 180,
        sorter: true,
        render: (_, task) => <DueDate date={task.planEndDate} overdue={task.overdue} days={task.overdueDays} />,
      },
      {
        dataIndex: 'progress',
        title: '进度',
        width: 140,
        render: (_, task) => <Progress percent={task.progress} size="small" aria-label={`进度 ${task.progress}%`} />,
      },
      { dataIndex: 'deliverable', title: '交付物', example: '目标成本对比表', hide: 'narrow' },
    ],
    table: { defaultParams: { sortField: 'planEndDate', sortOrder: 'ascend' } },
    rowActions: [
      { kind: 'link', action: 'detail', title: '打开项目', to: (task) => projectPath('projTask', task.projId) },
    ],
  },
);

const STATE_OPTIONS = TASK_STATES.map(({ value, title }) => ({ value, title }));

/** Open tasks first (未开始, 进行中, 暂停); 'planEndDate' is a range (planEndDateFrom/To, product.md §7.10). */
const myTaskConditions: SearchCondition<(keyof MyTaskQuery & string) | 'planEndDate'>[] = [
  { key: 'taskName', title: '任务名称', type: 'input' },
  { key: 'projNo', title: '项目编号', type: 'input' },
  { key: 'projTitle', title: '项目名称', type: 'input' },
  {
    key: 'taskState',
    title: '状态',
    type: 'select',
    options: STATE_OPTIONS,
    multiple: true,
    defaultValue: [...OPEN_TASK_STATES],
    defaultText: '未开始、进行中、暂停',
  },
  { key: 'overdue', title: '已逾期', type: 'select', options: YES_NO },
  { key: 'planEndDate', title: '计划完成', type: 'dateRange' },
];

/** The conditions through the page's props: a range is keyed by its base, which is no field of the query. */
export function MyTaskListPage() {
  return <MyTaskList conditions={myTaskConditions} />;
}
