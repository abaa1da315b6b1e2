import { Progress, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { ProjStatusBadge, projectPath } from '@/entities/project';
import type { PmWorkbenchMyApprovalListData, PmWorkbenchMyProjectListData } from '@/shared/api';
import { DueDate, StateBadge } from '../model/cells';
import { NPD_ROUTES } from '../model/routes';
import {
  levelTitle,
  type MyRio,
  type MyTask,
  optionOf,
  RIO_STATES,
  RIO_TYPES,
  TASK_STATES,
} from '../model/work-states';

type MyProject = PmWorkbenchMyProjectListData[number];
type Approval = PmWorkbenchMyApprovalListData[number];

const small = { size: 'small', pagination: false, rowKey: 'id' } as const;

const projectColumns: ColumnsType<MyProject> = [
  {
    title: '项目',
    key: 'title',
    ellipsis: true,
    render: (_, project) => (
      <Link to={projectPath('index', project.id)}>
        {project.no} {project.title}
      </Link>
    ),
  },
  {
    title: '阶段',
    key: 'phase',
    width: 130,
    render: (_, project) => `${project.projPhaseName}（${project.projPhaseCode}）`,
  },
  { title: '状态', key: 'status', width: 110, render: (_, project) => <ProjStatusBadge status={project.projStatus} /> },
  { title: '我的角色', dataIndex: 'myRoleName', width: 100 },
  {
    title: '进度',
    key: 'progress',
    width: 130,
    render: (_, project) => (
      <Progress percent={project.progress} size="small" aria-label={`进度 ${project.progress}%`} />
    ),
  },
  {
    title: '下一里程碑',
    key: 'milestone',
    width: 200,
    ellipsis: true,
    render: (_, project) =>
      project.nextMilestone ? `${project.nextMilestoneDate ?? ''} ${project.nextMilestone}` : '-',
  },
];

/** 我的项目: the projects I lead or work in; a click opens the project area. */
export function MyProjectTable({ rows, loading }: { rows: MyProject[] | undefined; loading: boolean }) {
  return <Table<MyProject> {...small} loading={loading} dataSource={rows} columns={projectColumns} />;
}

const taskColumns: ColumnsType<MyTask> = [
  {
    title: '任务',
    key: 'task',
    ellipsis: true,
    render: (_, task) => (
      <Space size={4}>
        <Link to={projectPath('projTask', task.projId)}>{task.taskName}</Link>
        {task.milestone && <Tag color="purple">里程碑</Tag>}
      </Space>
    ),
  },
  { title: '项目', dataIndex: 'projNo', width: 120 },
  {
    title: '状态',
    key: 'state',
    width: 90,
    render: (_, task) => <StateBadge state={optionOf(TASK_STATES, task.taskState)} />,
  },
  {
    title: '计划完成',
    key: 'due',
    width: 170,
    render: (_, task) => <DueDate date={task.planEndDate} overdue={task.overdue} days={task.overdueDays} />,
  },
];

/** 我的任务 (the first few, the latest due first): the task opens its project's 任务 tab. */
export function MyTaskTable({ rows, loading }: { rows: MyTask[] | undefined; loading: boolean }) {
  return <Table<MyTask> {...small} loading={loading} dataSource={rows} columns={taskColumns} />;
}

const rioColumns: ColumnsType<MyRio> = [
  {
    title: '类型',
    key: 'type',
    width: 70,
    render: (_, rio) => <StateBadge state={optionOf(RIO_TYPES, rio.rioType)} />,
  },
  {
    title: '标题',
    key: 'title',
    ellipsis: true,
    render: (_, rio) => <Link to={projectPath('projRIO', rio.projId)}>{rio.title}</Link>,
  },
  { title: '等级', key: 'level', width: 56, render: (_, rio) => levelTitle(rio.rioLevel) },
  {
    title: '状态',
    key: 'state',
    width: 86,
    render: (_, rio) => <StateBadge state={optionOf(RIO_STATES, rio.rioState)} />,
  },
  {
    title: '要求完成',
    key: 'due',
    width: 180,
    render: (_, rio) => <DueDate date={rio.dueDate} overdue={rio.overdue} />,
  },
];

/** 我的 RIO: open risks, issues and opportunities; the title opens its project's RIO tab. */
export function MyRioTable({ rows, loading }: { rows: MyRio[] | undefined; loading: boolean }) {
  return <Table<MyRio> {...small} loading={loading} dataSource={rows} columns={rioColumns} />;
}

const approvalColumns: ColumnsType<Approval> = [
  {
    title: '文档',
    key: 'doc',
    ellipsis: true,
    render: (_, doc) => (
      <Link to={NPD_ROUTES.docApproval}>
        {doc.docName} {doc.version}
      </Link>
    ),
  },
  { title: '项目', dataIndex: 'projNo', width: 120 },
  { title: '提交人', dataIndex: 'submitUserName', width: 76 },
  {
    title: '提交时间',
    key: 'time',
    width: 100,
    render: (_, doc) => <Typography.Text type="secondary">{doc.submitTime.slice(0, 10)}</Typography.Text>,
  },
];

/** 待我审批: documents waiting for my approval; approved in 项目协同 → 文档审批. */
export function ApprovalTable({ rows, loading }: { rows: Approval[] | undefined; loading: boolean }) {
  return <Table<Approval> {...small} loading={loading} dataSource={rows} columns={approvalColumns} />;
}
