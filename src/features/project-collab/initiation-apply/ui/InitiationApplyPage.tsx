import * as z from 'zod/mini';
import { defineRequestScreen, currentApproverColumn, requestStateColumn } from '@/entities/approval-request';
import { workflowSubmitAction } from '@/entities/workflow';
import {
  pmInitiation,
  pmInitiationApprove,
  pmInitiationReject,
  pmInitiationRevoke,
  pmInitiationSubmit,
  type PmInitiationPageData,
} from '@/shared/api';
import { requiredChoice } from '@/shared/lib/form-rules';
import { formatMoney } from '@/shared/lib/format';
import type { SearchOption } from '@/shared/lib/table-query';

type ProjCategory = PmInitiationPageData['rows'][number]['projCategory'];

/** 项目类别 (PmProj's projCategory). */
const CATEGORY_LABELS: Record<ProjCategory, string> = {
  NEW: '全新开发',
  DERIVE: '衍生改型',
  PLATFORM: '平台开发',
  CUSTOM: '客户定制',
};
const CATEGORY_OPTIONS: readonly SearchOption[] = (Object.keys(CATEGORY_LABELS) as ProjCategory[]).map((value) => ({
  value,
  title: CATEGORY_LABELS[value],
}));

/** 预算 in 万元 with the product.md §5 money format. */
const budgetText = (budget: number | null | undefined) =>
  budget === null || budget === undefined ? '-' : `${formatMoney(budget)} 万元`;

export const INITIATION_MESSAGES = {
  dateOrder: '计划完成日期不能早于计划开始日期',
  customerRequired: '客户定制项目请填写目标客户',
} as const;

/**
 * 立项申请 (项目协同): apply, audit and query in one screen; saved as a draft, the applicant is the signed-in user
 * (the server's), 提交 starts the PM_INITIATION process.
 */
export const InitiationApplyPage = defineRequestScreen(pmInitiation, {
  noun: '立项申请',
  numberOf: (row) => row.applyNo,
  columns: [
    { dataIndex: 'applyNo', title: '申请单号', width: 120, hideAble: false, sorter: true },
    { dataIndex: 'title', title: '拟立项目名称', width: 240, ellipsis: true, query: 'input' },
    {
      dataIndex: 'projCategory',
      title: '项目类别',
      width: 96,
      options: CATEGORY_OPTIONS,
      filter: true,
      render: (_, row) => CATEGORY_LABELS[row.projCategory],
    },
    requestStateColumn(),
    { dataIndex: 'productFamilyName', title: '产品族', width: 100, hide: 'narrow' },
    { dataIndex: 'budget', title: '预算', width: 120, align: 'right', render: (_, row) => budgetText(row.budget) },
    { dataIndex: 'startDate', title: '计划开始', width: 110 },
    { dataIndex: 'planEndDate', title: '计划完成', width: 110 },
    { dataIndex: 'applicantName', title: '申请人', width: 84 },
    currentApproverColumn(),
    { dataIndex: 'submitTime', title: '提交时间', width: 170, sorter: true, hide: 'narrow' },
    { dataIndex: 'projNo', title: '项目编号', width: 120, hide: 'narrow' },
    { dataIndex: 'customerName', title: '目标客户', width: 180, hide: true },
  ],
  conditions: [{ key: 'title', title: '项目名称', type: 'input' }, 'applyNo', 'state', 'projCategory', 'applicantName'],
  form: {
    title: { placeholder: '如 一体化步进电机 IS-57 闭环版开发', wide: true },
    projCategory: { options: CATEGORY_OPTIONS },
    productFamilyName: { placeholder: '如 伺服驱动器' },
    customerName: { placeholder: '客户定制项目必填' },
    budget: { label: '预算（万元）' },
    startDate: { label: '计划开始日期', kind: 'date', rule: requiredChoice('计划开始日期') },
    planEndDate: { label: '计划完成日期', kind: 'date', rule: requiredChoice('计划完成日期') },
    reason: { label: '立项理由', kind: 'textarea', wide: true, placeholder: '要解决的问题、客户或市场需求' },
    marketAnalysis: { label: '市场分析', kind: 'textarea', wide: true, placeholder: '市场规模、竞品、目标售价与销量' },
  },
  // What the contract cannot say: the dates in order, a customer for a custom project.
  checks: [
    z.superRefine((body, ctx) => {
      if (body.planEndDate < body.startDate)
        ctx.issues.push({
          code: 'custom',
          message: INITIATION_MESSAGES.dateOrder,
          input: body.planEndDate,
          path: ['planEndDate'],
        });
      if (body.projCategory === 'CUSTOM' && !body.customerName)
        ctx.issues.push({
          code: 'custom',
          message: INITIATION_MESSAGES.customerRequired,
          input: body.customerName,
          path: ['customerName'],
        });
    }),
  ],
  formWidth: 760,
  submit: workflowSubmitAction('PM_INITIATION', pmInitiationSubmit),
  revoke: pmInitiationRevoke,
  approve: pmInitiationApprove,
  reject: pmInitiationReject,
  items: (request) => [
    { label: '申请单号', value: request.applyNo },
    { label: '项目类别', value: CATEGORY_LABELS[request.projCategory] },
    { label: '拟立项目名称', value: request.title, span: 2 },
    { label: '产品族', value: request.productFamilyName },
    { label: '目标客户', value: request.customerName },
    { label: '预算', value: budgetText(request.budget) },
    { label: '计划周期', value: `${request.startDate} 至 ${request.planEndDate}` },
    {
      label: '申请人',
      value: request.applicantDeptName
        ? `${request.applicantName ?? ''}（${request.applicantDeptName}）`
        : request.applicantName,
    },
    { label: '提交时间', value: request.submitTime },
    { label: '审批流程', value: request.procName ?? (request.submitTime ? '平台内审批' : null) },
    { label: '立项理由', value: request.reason, span: 3 },
    { label: '市场分析', value: request.marketAnalysis, span: 3 },
    ...(request.projNo ? [{ label: '生成的项目', value: request.projNo }] : []),
  ],
});
