import { Tag } from 'antd';
import { defineRequestScreen, currentApproverColumn, requestStateColumn } from '@/entities/approval-request';
import { ProjectSearchSelect } from '@/entities/project';
import { workflowSubmitAction } from '@/entities/workflow';
import { pmEcr, pmEcrApprove, pmEcrReject, pmEcrRevoke, pmEcrSubmit, type PmEcrPageData } from '@/shared/api';
import { requiredChoice } from '@/shared/lib/form-rules';
import { formatMoney } from '@/shared/lib/format';
import type { SearchOption } from '@/shared/lib/table-query';
import { EvalItemsSection } from './EvalItemsSection';
import { TasksSection } from './TasksSection';

type Ecr = PmEcrPageData['rows'][number];
type EcrType = Ecr['ecrType'];
type Urgency = Ecr['urgency'];

const ECR_TYPE_LABELS: Record<EcrType, string> = {
  ECR: 'ECR 工程变更',
  PCR: 'PCR 工艺变更',
  SCR: 'SCR 供应商变更',
};
const ECR_TYPE_OPTIONS: readonly SearchOption[] = (Object.keys(ECR_TYPE_LABELS) as EcrType[]).map((value) => ({
  value,
  title: ECR_TYPE_LABELS[value],
}));

const URGENCY: Record<Urgency, { label: string; color: string }> = {
  URGENT: { label: '紧急', color: 'red' },
  HIGH: { label: '高', color: 'orange' },
  NORMAL: { label: '一般', color: 'default' },
};
const URGENCY_OPTIONS: readonly SearchOption[] = (Object.keys(URGENCY) as Urgency[]).map((value) => ({
  value,
  title: URGENCY[value].label,
}));

/** 成本影响 in 万元 with the product.md §5 money format; a saving reads as one. */
function costImpactText(cost: number | null | undefined): string {
  if (cost === null || cost === undefined) return '-';
  if (cost < 0) return `降本 ${formatMoney(-cost)} 万元`;
  return `+${formatMoney(cost)} 万元`;
}

/** 进度影响 in days. */
function scheduleImpactText(days: number | null | undefined): string {
  if (days === null || days === undefined) return '-';
  if (days === 0) return '无影响';
  return days > 0 ? `延后 ${days} 天` : `提前 ${-days} 天`;
}

/**
 * ECR 申请 (项目协同): engineering, process and supplier change requests (ECR / PCR / SCR) — apply (a draft), audit
 * and query; 提交 starts the PM_ECR process, which makes the functions' evaluation items; an approved change gets
 * its tasks.
 */
export const EcrApplyPage = defineRequestScreen(pmEcr, {
  noun: '变更申请',
  numberOf: (row) => row.ecrNo,
  columns: [
    { dataIndex: 'ecrNo', title: '变更单号', width: 130, hideAble: false, sorter: true },
    {
      dataIndex: 'ecrType',
      title: '类型',
      width: 130,
      options: ECR_TYPE_OPTIONS,
      filter: true,
      render: (_, row) => ECR_TYPE_LABELS[row.ecrType],
    },
    { dataIndex: 'title', title: '变更主题', width: 240, ellipsis: true, query: 'input' },
    {
      dataIndex: 'projTitle',
      title: '项目',
      width: 200,
      ellipsis: true,
      render: (_, row) => `${row.projNo} ${row.projTitle}`,
    },
    {
      dataIndex: 'urgency',
      title: '紧急程度',
      width: 110,
      options: URGENCY_OPTIONS,
      filter: true,
      render: (_, row) => <Tag color={URGENCY[row.urgency].color}>{URGENCY[row.urgency].label}</Tag>,
    },
    requestStateColumn(),
    {
      dataIndex: 'costImpact',
      title: '成本影响',
      width: 130,
      align: 'right',
      render: (_, row) => costImpactText(row.costImpact),
    },
    {
      dataIndex: 'scheduleImpactDays',
      title: '进度影响',
      width: 96,
      render: (_, row) => scheduleImpactText(row.scheduleImpactDays),
    },
    {
      dataIndex: 'taskCount',
      title: '变更任务',
      width: 90,
      align: 'center',
      render: (_, row) => (row.taskCount ? `${row.taskDoneCount}/${row.taskCount}` : '-'),
    },
    { dataIndex: 'applicantName', title: '申请人', width: 84 },
    currentApproverColumn(),
    { dataIndex: 'submitTime', title: '提交时间', width: 170, hide: true },
  ],
  conditions: [
    'title',
    'ecrNo',
    { key: 'projTitle', title: '项目名称', type: 'input' },
    { key: 'ecrType', title: '变更类型', type: 'select', options: ECR_TYPE_OPTIONS, multiple: true },
    'urgency',
    'state',
  ],
  // The evaluation items are made on submit, the tasks after approval.
  form: {
    ecrType: { label: '变更类型', options: ECR_TYPE_OPTIONS },
    urgency: { options: URGENCY_OPTIONS },
    title: { wide: true, placeholder: '如 SD-750 功率板散热器加厚' },
    projId: {
      label: '项目',
      kind: 'custom',
      wide: true,
      rule: requiredChoice('项目'),
      render: (field, row) => (
        <ProjectSearchSelect {...field} current={row && { id: row.projId, label: `${row.projNo} ${row.projTitle}` }} />
      ),
    },
    reason: { label: '变更原因', kind: 'textarea', wide: true, placeholder: '问题现象、数据与根因' },
    affectedParts: { label: '受影响零件', kind: 'textarea', wide: true, placeholder: '料号与名称，多个以分号分隔' },
    affectedDocs: { label: '受影响文档', kind: 'textarea', wide: true, placeholder: '图纸、BOM、工艺文件及版本' },
    costImpact: { label: '成本影响（万元）', placeholder: '增加为正，降本为负' },
    scheduleImpactDays: { label: '进度影响（天）', placeholder: '延后为正，提前为负' },
  },
  empty: { ecrType: 'ECR', urgency: 'NORMAL' },
  formWidth: 760,
  submit: workflowSubmitAction('PM_ECR', pmEcrSubmit),
  revoke: pmEcrRevoke,
  approve: pmEcrApprove,
  reject: pmEcrReject,
  items: (request) => [
    { label: '变更单号', value: request.ecrNo },
    { label: '变更类型', value: ECR_TYPE_LABELS[request.ecrType] },
    { label: '变更主题', value: request.title, span: 2 },
    { label: '紧急程度', value: URGENCY[request.urgency].label },
    { label: '项目', value: `${request.projNo} ${request.projTitle}`, span: 2 },
    { label: '申请人', value: request.applicantName },
    { label: '成本影响', value: costImpactText(request.costImpact) },
    { label: '进度影响', value: scheduleImpactText(request.scheduleImpactDays) },
    { label: '提交时间', value: request.submitTime },
    { label: '变更原因', value: request.reason, span: 3 },
    { label: '受影响零件', value: request.affectedParts, span: 3 },
    { label: '受影响文档', value: request.affectedDocs, span: 3 },
  ],
  // The functions' evaluation once submitted, the change tasks once approved.
  body: (request) => (
    <>
      {request.state !== 'DRAFT' && <EvalItemsSection ecrId={request.id} />}
      {request.state === 'APPROVED' && <TasksSection ecrId={request.id} />}
    </>
  ),
});
