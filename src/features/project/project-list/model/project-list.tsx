import { Progress } from 'antd';
import { Link } from 'react-router-dom';
import { PROJ_STATUSES, ProjStatusBadge, projectPath } from '@/entities/project';
import { pmProjExport, pmProjPageSource, type PmProjPageData, type PmProjPageVariables } from '@/shared/api';
import { formatMoney } from '@/shared/lib/format';
import type { SearchCondition, SearchOption } from '@/shared/lib/table-query';
import type { ColumnConfig, ExportFile } from '@/shared/ui/data-table';
import { categoryTitle, PROJ_CATEGORIES, priorityTitle } from './project-options';

export type PmProject = PmProjPageData['rows'][number];
export type PmProjectQuery = PmProjPageVariables['body'];

const STATUS_OPTIONS: readonly SearchOption[] = PROJ_STATUSES.map(({ value, title }) => ({ value, title }));

/** '设计开发（P3）': the phase as people say it, its code beside it. */
export const phaseText = (project: Pick<PmProject, 'projPhaseCode' | 'projPhaseName'>) =>
  `${project.projPhaseName}（${project.projPhaseCode}）`;

/** 项目列表 columns: the title opens the project area (§2.3), states as badges, the plan's dates and progress. */
export const projectColumns: ColumnConfig<PmProject>[] = [
  { dataIndex: 'no', title: '项目编号', example: 'NPD-2026-011', hideAble: false, sorter: true },
  {
    dataIndex: 'title',
    title: '项目名称',
    width: 260,
    ellipsis: true,
    hideAble: false,
    render: (_, project) => <Link to={projectPath('index', project.id)}>{project.title}</Link>,
  },
  {
    dataIndex: 'projPhaseCode',
    title: '阶段',
    example: '设计开发（P3）',
    sorter: true,
    render: (_, project) => phaseText(project),
  },
  {
    dataIndex: 'projStatus',
    title: '状态',
    width: 124,
    options: STATUS_OPTIONS,
    filter: true,
    render: (_, project) => <ProjStatusBadge status={project.projStatus} />,
  },
  {
    dataIndex: 'projCategory',
    title: '类别',
    example: '衍生改型',
    render: (_, project) => categoryTitle(project.projCategory),
  },
  {
    dataIndex: 'priority',
    title: '优先级',
    example: '优先级',
    render: (_, project) => priorityTitle(project.priority) ?? '-',
  },
  { dataIndex: 'productFamilyName', title: '产品族', example: '伺服驱动器' },
  { dataIndex: 'pmUserName', title: '项目经理', example: '项目经理' },
  {
    dataIndex: 'progress',
    title: '进度',
    width: 140,
    render: (_, project) => (
      <Progress percent={project.progress ?? 0} size="small" aria-label={`进度 ${project.progress ?? 0}%`} />
    ),
  },
  { dataIndex: 'startDate', title: '开始日期', example: '2026-01-01', sorter: true },
  { dataIndex: 'planEndDate', title: '计划完成', example: '2026-01-01', sorter: true },
  { dataIndex: 'customerName', title: '目标客户', width: 200, ellipsis: true, hide: 'narrow' },
  {
    dataIndex: 'budget',
    title: '预算（万元）',
    align: 'right',
    example: '100,000.00',
    hide: 'narrow',
    render: (_, project) =>
      project.budget === null || project.budget === undefined ? '-' : formatMoney(project.budget),
  },
  { dataIndex: 'plantName', title: '量产工厂', example: '苏州工厂', hide: true },
  { dataIndex: 'updateTime', title: '更新时间', example: '2026-01-01 00:00:00', hide: true },
];

export type ProjectConditionKey = (keyof PmProjectQuery & string) | 'startDate';

/** 阶段 and 项目经理 get their options at run time (the phase list, the users); see `projectConditions(…)`. */
export function projectConditions(
  phases: readonly SearchOption[],
  managers: readonly SearchOption[],
): SearchCondition<ProjectConditionKey>[] {
  return [
    { key: 'no', title: '项目编号', type: 'input' },
    { key: 'title', title: '项目名称', type: 'input' },
    { key: 'projPhaseCode', title: '阶段', type: 'select', options: phases, multiple: true },
    { key: 'projStatus', title: '状态', type: 'select', options: STATUS_OPTIONS, multiple: true },
    { key: 'projCategory', title: '类别', type: 'select', options: PROJ_CATEGORIES, multiple: true },
    { key: 'pmUserId', title: '项目经理', type: 'select', options: managers },
    // A range: startDateFrom/startDateTo (§7.10).
    { key: 'startDate', title: '开始日期', type: 'dateRange' },
  ];
}

export const projectSource = pmProjPageSource;

/** The selected projects' ids, otherwise the current conditions (§5). */
export const exportProjects: ExportFile<PmProjectQuery> = (request) => pmProjExport({ body: request });
