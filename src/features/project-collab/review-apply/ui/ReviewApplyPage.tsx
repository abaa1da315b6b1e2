import { Table, Typography } from 'antd';
import { defineRequestScreen, currentApproverColumn, requestStateColumn } from '@/entities/approval-request';
import { PROJECT_PHASES, ProjectSearchSelect } from '@/entities/project';
import { UserMultiSelect } from '@/entities/user';
import { workflowSubmitAction } from '@/entities/workflow';
import {
  pmReview,
  pmReviewApprove,
  pmReviewReject,
  pmReviewRevoke,
  pmReviewSubmit,
  type PmReviewPageData,
} from '@/shared/api';
import { requiredChoice } from '@/shared/lib/form-rules';
import type { SearchOption } from '@/shared/lib/table-query';
import { deliverablesRule, reviewersRule } from '../model/review-rules';
import { DeliverablesEditor } from './DeliverablesEditor';

type Review = PmReviewPageData['rows'][number];
type ReviewType = Review['reviewType'];

const REVIEW_TYPE_LABELS: Record<ReviewType, string> = { GATE: '阶段评审', TECH: '技术评审' };
const REVIEW_TYPE_OPTIONS: readonly SearchOption[] = (Object.keys(REVIEW_TYPE_LABELS) as ReviewType[]).map((value) => ({
  value,
  title: REVIEW_TYPE_LABELS[value],
}));

/** The stage-gate phases of the shared project data (P0 立项 … P6 量产). */
const PHASE_OPTIONS: readonly SearchOption[] = PROJECT_PHASES.map(({ value, title }) => ({
  value,
  title: `${value} ${title}`,
}));

/** '3/4' — how many deliverables of the checklist are done. */
const deliverableProgress = (deliverables: Review['deliverables']) =>
  `${deliverables.filter((d) => d.done).length}/${deliverables.length}`;

/** 交付物清单 in the drawer, with how many are done. */
function DeliverablesTable({ deliverables }: { deliverables: Review['deliverables'] }) {
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        交付物清单（{deliverableProgress(deliverables)}）
      </Typography.Title>
      <Table
        size="small"
        rowKey="name"
        pagination={false}
        dataSource={deliverables}
        columns={[
          { dataIndex: 'name', title: '交付物' },
          {
            dataIndex: 'done',
            title: '状态',
            width: 100,
            render: (done: boolean) => (done ? '已完成' : <Typography.Text type="warning">未完成</Typography.Text>),
          },
        ]}
      />
    </>
  );
}

/**
 * 评审申请 (项目协同): stage-gate and technical reviews with their deliverables' checklist — apply (a draft), audit
 * and query; 提交 starts the PM_REVIEW process.
 */
export const ReviewApplyPage = defineRequestScreen(pmReview, {
  noun: '评审申请',
  numberOf: (row) => row.applyNo,
  columns: [
    { dataIndex: 'applyNo', title: '申请单号', width: 120, hideAble: false, sorter: true },
    { dataIndex: 'title', title: '评审主题', width: 230, ellipsis: true, query: 'input' },
    {
      dataIndex: 'projTitle',
      title: '项目',
      width: 220,
      ellipsis: true,
      render: (_, row) => `${row.projNo} ${row.projTitle}`,
    },
    {
      dataIndex: 'reviewType',
      title: '评审类型',
      width: 96,
      options: REVIEW_TYPE_OPTIONS,
      filter: true,
      render: (_, row) => REVIEW_TYPE_LABELS[row.reviewType],
    },
    {
      dataIndex: 'phaseCode',
      title: '阶段',
      width: 100,
      options: PHASE_OPTIONS,
      filter: true,
      render: (_, row) => `${row.phaseCode} ${row.phaseName}`,
    },
    requestStateColumn(),
    { dataIndex: 'reviewDate', title: '评审日期', width: 110, sorter: true },
    {
      dataIndex: 'deliverables',
      title: '交付物',
      width: 80,
      align: 'center',
      render: (_, row) => deliverableProgress(row.deliverables),
    },
    {
      dataIndex: 'reviewers',
      title: '评审人',
      width: 160,
      ellipsis: true,
      hide: 'narrow',
      render: (_, row) => row.reviewers.map((r) => r.userName).join('、'),
    },
    { dataIndex: 'applicantName', title: '申请人', width: 84 },
    currentApproverColumn(),
    { dataIndex: 'submitTime', title: '提交时间', width: 170, hide: true },
  ],
  conditions: [
    'title',
    { key: 'projTitle', title: '项目名称', type: 'input' },
    'applyNo',
    'state',
    'reviewType',
    'phaseCode',
  ],
  form: {
    projId: {
      label: '项目',
      kind: 'custom',
      wide: true,
      rule: requiredChoice('项目'),
      render: (field, row) => (
        <ProjectSearchSelect {...field} current={row && { id: row.projId, label: `${row.projNo} ${row.projTitle}` }} />
      ),
    },
    reviewType: { options: REVIEW_TYPE_OPTIONS },
    phaseCode: { label: '评审阶段', options: PHASE_OPTIONS },
    title: { wide: true, placeholder: '如 SD-750 二代 P3 设计冻结评审' },
    reviewDate: { kind: 'date', rule: requiredChoice('评审日期') },
    reviewerIds: {
      label: '评审人',
      kind: 'custom',
      rule: reviewersRule,
      value: (row) => row.reviewers.map((r) => r.userId),
      render: (field) => (
        <UserMultiSelect
          id="reviewerIds"
          value={field.value}
          onChange={(ids) => field.onChange(ids)}
          onBlur={field.onBlur}
          placeholder="请选择评审人"
        />
      ),
    },
    deliverables: {
      label: '交付物清单',
      kind: 'custom',
      wide: true,
      rule: deliverablesRule,
      value: (row) => row.deliverables.map(({ name, done }) => ({ name, done })),
      render: (field) => <DeliverablesEditor field={field} />,
    },
    remark: { label: '备注', kind: 'textarea', wide: true },
  },
  empty: { reviewType: 'GATE', deliverables: [{ name: '', done: false }] },
  formWidth: 760,
  submit: workflowSubmitAction('PM_REVIEW', pmReviewSubmit),
  revoke: pmReviewRevoke,
  approve: pmReviewApprove,
  reject: pmReviewReject,
  items: (request) => [
    { label: '申请单号', value: request.applyNo },
    { label: '评审类型', value: REVIEW_TYPE_LABELS[request.reviewType] },
    { label: '项目', value: `${request.projNo} ${request.projTitle}`, span: 2 },
    { label: '评审阶段', value: `${request.phaseCode} ${request.phaseName}` },
    { label: '评审主题', value: request.title, span: 2 },
    { label: '评审日期', value: request.reviewDate },
    { label: '评审人', value: request.reviewers.map((r) => r.userName).join('、'), span: 2 },
    { label: '申请人', value: request.applicantName },
    { label: '提交时间', value: request.submitTime },
    { label: '审批流程', value: request.procName ?? (request.submitTime ? '平台内审批' : null) },
    { label: '备注', value: request.remark },
  ],
  body: (request) => <DeliverablesTable deliverables={request.deliverables} />,
});
