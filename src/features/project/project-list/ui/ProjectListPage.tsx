import { Progress } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import * as z from 'zod/mini';
import { PROJ_STATUSES, ProductFamilySelect, ProjStatusBadge, projectPath, usePhaseOptions } from '@/entities/project';
import { UserSelect, useUserOptions } from '@/entities/user';
import { pmProj, type PmProjPageData } from '@/shared/api';
import { formatMoney } from '@/shared/lib/format';
import type { SearchCondition, SearchOption } from '@/shared/lib/table-query';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import { categoryTitle, PRIORITIES, priorityTitle, PROJ_CATEGORIES } from '../model/project-options';

const STATUS_OPTIONS: readonly SearchOption[] = PROJ_STATUSES.map(({ value, title }) => ({ value, title }));

/** '设计开发（P3）': the phase as people say it, its code beside it. */
const phaseText = (project: Pick<PmProjPageData['rows'][number], 'projPhaseCode' | 'projPhaseName'>) =>
  `${project.projPhaseName}（${project.projPhaseCode}）`;

const progressBar = (progress: number | null | undefined) => (
  <Progress percent={progress ?? 0} size="small" aria-label={`进度 ${progress ?? 0}%`} />
);

const TITLE_MIN = 2;
const TITLE_MAX = 64;

/** 项目名称: 2–64 characters, trimmed (the contract's minLength/maxLength, said in Chinese). */
const titleRule = z.string().check(
  z.trim(),
  z.minLength(1, '请输入项目名称'),
  z.refine((value) => value === '' || value.length >= TITLE_MIN, `项目名称至少 ${TITLE_MIN} 个字`),
  z.maxLength(TITLE_MAX, `项目名称不能超过 ${TITLE_MAX} 个字`),
);

/** A date from the picker: chosen, not typed. */
const dateRule = (label: string) => z.string(`请选择${label}`).check(z.minLength(1, `请选择${label}`));

/**
 * The NPD projects: the title or 打开 goes into the project area (product.md §2.3) with ?id=; 新建 (a draft in P0 立项, its
 * number from the server), 编辑, 详情 and 导出 (the selected projects, otherwise the conditions) here.
 */
export const ProjectList = defineCrudScreen(pmProj, {
  noun: '项目',
  columns: [
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
    { dataIndex: 'progress', title: '进度', width: 140, render: (_, project) => progressBar(project.progress) },
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
    'updateTime',
  ],
  addTitle: '新建项目',
  editTitle: (project) => `编辑项目：${project.no}`,
  form: {
    title: { wide: true, placeholder: '如 SD-750 系列伺服驱动器二代平台开发', rule: titleRule },
    projCategory: { label: '项目类别', options: PROJ_CATEGORIES },
    // Always one of 高/中/低 (the body has no empty priority): a new project starts at 中.
    priority: {
      options: PRIORITIES,
      rule: z.enum(['H', 'M', 'L'], '请选择优先级'),
      value: (project) => project.priority ?? 'M',
    },
    pmUserId: {
      label: '项目经理',
      kind: 'custom',
      render: (field) => <UserSelect {...field} />,
    },
    productFamilyName: {
      kind: 'custom',
      render: (field) => <ProductFamilySelect {...field} />,
    },
    startDate: { kind: 'date', rule: dateRule('开始日期') },
    planEndDate: { label: '计划完成日期', kind: 'date', rule: dateRule('计划完成日期') },
    customerName: { placeholder: '客户定制项目必填' },
    plantName: { placeholder: '如 苏州工厂' },
    budget: {},
    description: { label: '项目描述', kind: 'textarea', wide: true, placeholder: '目标市场、关键指标、替代的老产品等' },
  },
  empty: { priority: 'M' },
  // What the contract cannot say: the plan does not end before it starts; a custom project names its customer.
  checks: [
    z.superRefine((body, ctx) => {
      if (body.startDate && body.planEndDate && body.planEndDate < body.startDate)
        ctx.issues.push({
          code: 'custom',
          message: '计划完成日期不能早于开始日期',
          input: body.planEndDate,
          path: ['planEndDate'],
        });
      if (body.projCategory === 'CUSTOM' && !body.customerName)
        ctx.issues.push({
          code: 'custom',
          message: '客户定制项目请填写目标客户',
          input: body.customerName,
          path: ['customerName'],
        });
    }),
  ],
  formWidth: 760,
  detail: {
    width: 'default',
    columns: 2,
    items: (project) => [
      'no',
      { label: '状态', value: <ProjStatusBadge status={project.projStatus} /> },
      { label: '项目名称', value: project.title, span: 2 },
      { label: '阶段', value: phaseText(project) },
      { label: '进度', value: progressBar(project.progress) },
      { label: '项目类别', value: categoryTitle(project.projCategory) },
      { label: '优先级', value: priorityTitle(project.priority) },
      'productFamilyName',
      'customerName',
      'pmUserName',
      'plantName',
      'startDate',
      { label: '计划完成日期', value: project.planEndDate },
      { label: '实际完成日期', value: project.actualEndDate },
      {
        label: '预算（万元）',
        value: project.budget === null || project.budget === undefined ? undefined : formatMoney(project.budget),
      },
      { label: '项目描述', value: project.description, span: 2 },
    ],
  },
  rowActions: [
    // Into the project area (product.md §2.3) with ?id=; anyone who may see a project's detail may open it.
    {
      kind: 'link',
      action: 'manage',
      title: '打开',
      require: 'pmProj:detail',
      to: (project) => projectPath('index', project.id),
    },
    'detail',
    // A closed or cancelled project is history: the server refuses its edit, so it is not offered.
    { kind: 'edit', when: { field: 'projStatus', op: 'in', value: ['DRAFT', 'APPROVING', 'ONGOING', 'PAUSED'] } },
  ],
  table: { selection: 'checkbox', addLabel: '新建项目' },
});

/** 项目列表 (pm.pmProj): the list with 阶段 and 项目经理 conditions whose options arrive at run time. */
export function ProjectListPage() {
  const phases = usePhaseOptions();
  const users = useUserOptions();
  const conditions = useMemo(
    (): SearchCondition[] => [
      { key: 'no', title: '项目编号', type: 'input' },
      { key: 'title', title: '项目名称', type: 'input' },
      {
        key: 'projPhaseCode',
        title: '阶段',
        type: 'select',
        options: (phases.data ?? []).map((phase) => ({ value: phase.code, title: `${phase.name}（${phase.code}）` })),
        multiple: true,
      },
      { key: 'projStatus', title: '状态', type: 'select', options: STATUS_OPTIONS, multiple: true },
      { key: 'projCategory', title: '类别', type: 'select', options: PROJ_CATEGORIES, multiple: true },
      {
        key: 'pmUserId',
        title: '项目经理',
        type: 'select',
        options: (users.data ?? []).map((user) => ({ value: user.id, title: user.name })),
      },
      // A range: startDateFrom/startDateTo (product.md §7.10).
      { key: 'startDate', title: '开始日期', type: 'dateRange' },
    ],
    [phases.data, users.data],
  );
  return <ProjectList conditions={conditions} />;
}
