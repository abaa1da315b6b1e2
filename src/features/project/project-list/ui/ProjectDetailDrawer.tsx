import { Progress } from 'antd';
import { ProjStatusBadge } from '@/entities/project';
import { pmProjDetailQueryOptions } from '@/shared/api';
import { formatMoney } from '@/shared/lib/format';
import { defineDetailPanel } from '@/shared/ui/record-detail';
import { phaseText, type PmProject } from '../model/project-list';
import { categoryTitle, priorityTitle } from '../model/project-options';

/** 项目详情: what the project is, who leads it, its phase and state, its plan and budget. */
export const ProjectDetailDrawer = defineDetailPanel({
  title: '项目详情',
  width: 'default',
  columns: 2,
  query: (row: PmProject) => pmProjDetailQueryOptions({ query: { id: row.id } }),
  items: (project) => [
    { label: '项目编号', value: project.no },
    { label: '状态', value: <ProjStatusBadge status={project.projStatus} /> },
    { label: '项目名称', value: project.title, span: 2 },
    { label: '阶段', value: phaseText(project) },
    {
      label: '进度',
      value: <Progress percent={project.progress ?? 0} size="small" aria-label={`进度 ${project.progress ?? 0}%`} />,
    },
    { label: '项目类别', value: categoryTitle(project.projCategory) },
    { label: '优先级', value: priorityTitle(project.priority) },
    { label: '产品族', value: project.productFamilyName },
    { label: '目标客户', value: project.customerName },
    { label: '项目经理', value: project.pmUserName },
    { label: '量产工厂', value: project.plantName },
    { label: '开始日期', value: project.startDate },
    { label: '计划完成日期', value: project.planEndDate },
    { label: '实际完成日期', value: project.actualEndDate },
    {
      label: '预算（万元）',
      value: project.budget === null || project.budget === undefined ? undefined : formatMoney(project.budget),
    },
    { label: '项目描述', value: project.description, span: 2 },
  ],
});
