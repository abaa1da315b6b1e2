import { Typography } from 'antd';
import { requestPanel } from '@/entities/approval-request';
import { AllotLinesTable, ST_ALLOT_STATES } from '@/entities/storage/stock';
import { stAllotApprove, stAllotReject } from '@/shared/api';
import type { DetailItem } from '@/shared/ui/detail-list';
import { StateTag } from '@/shared/ui/state-tag';
import { allotRequestQuery, type AllotRequest, type ApprovalRow } from '../model/approval-request';

/** What the approver reads first: from where to where, when it is needed and why. */
function items(request: AllotRequest): DetailItem[] {
  return [
    { label: '单号', value: request.docNo },
    { label: '状态', value: <StateTag states={ST_ALLOT_STATES} state={request.allotState} /> },
    { label: '申请人', value: request.applicantName },
    { label: '调出仓库', value: request.houseName },
    { label: '调入仓库', value: request.toHouseName },
    { label: '需求日期', value: request.needDate },
    { label: '原因', value: request.reason, span: 2 },
    { label: '提交时间', value: request.submitTime },
    { label: '审批意见', value: request.approvalOpinion, span: 3 },
  ];
}

const body = (request: AllotRequest) => (
  <>
    <Typography.Title level={5} style={{ marginTop: 16 }}>
      调拨明细
    </Typography.Title>
    <AllotLinesTable lines={request.lines} />
  </>
);

const shared = { query: allotRequestQuery, items, body };

/** 审批: the transfer, its lines (with 可用 at the source now) and flow, then 驳回 (opinion required) or 通过. */
export const ApprovePanel = requestPanel({
  ...shared,
  title: (row: ApprovalRow) => `审批调拨申请：${row.docNo}`,
  decide: { approve: stAllotApprove, reject: stAllotReject },
});

export const DetailPanel = requestPanel({
  ...shared,
  title: (row: ApprovalRow) => `调拨申请详情：${row.docNo}`,
});
