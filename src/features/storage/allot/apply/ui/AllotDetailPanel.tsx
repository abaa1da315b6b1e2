import { Typography } from 'antd';
import { AllotLinesTable, DocLedger, ST_ALLOT_STATES, ST_APPROVAL_STATES } from '@/entities/storage/stock';
import { stAllotDetailQueryOptions } from '@/shared/api';
import { ApprovalFlowSection } from '@/shared/ui/approval-flow';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import type { DetailItem } from '@/shared/ui/detail-list';
import { DetailDrawer } from '@/shared/ui/record-detail';
import { StateTag } from '@/shared/ui/state-tag';
import type { AllotDetail, AllotRow } from '../model/allot-lines';

const when = (time: string | null | undefined, who: string | null | undefined) =>
  time ? `${time} ${who ?? ''}` : null;

/** The transfer's header: from where to where, why, its approval, 调出 and 调入. */
function items(doc: AllotDetail): DetailItem[] {
  return [
    { label: '单号', value: doc.docNo },
    { label: '状态', value: <StateTag states={ST_ALLOT_STATES} state={doc.allotState} /> },
    { label: '审批', value: <StateTag states={ST_APPROVAL_STATES} state={doc.approvalState} /> },
    { label: '调出仓库', value: doc.houseName },
    { label: '调入仓库', value: doc.toHouseName },
    { label: '需求日期', value: doc.needDate },
    { label: '原因', value: doc.reason, span: 2 },
    { label: '申请人', value: doc.applicantName },
    { label: '审批人', value: doc.approverName },
    { label: '审批意见', value: doc.approvalOpinion, span: 2 },
    { label: '调出', value: when(doc.shipTime, doc.shippedBy) },
    { label: '调入', value: when(doc.receiveTime, doc.receivedBy) },
    ...(doc.cancelReason ? [{ label: '取消原因', value: doc.cancelReason }] : []),
    { label: '备注', value: doc.remark, span: 3 },
  ];
}

/** 调拨单详情 (docs/design/scm-storage-2.md → 调拨管理): the document, its lines, the approval flow and its ledger rows. */
export function AllotDetailPanel({ row, onClose }: RowPanelProps<AllotRow>) {
  return (
    <DetailDrawer
      title={`调拨单详情：${row.docNo}`}
      onClose={onClose}
      query={stAllotDetailQueryOptions({ query: { id: row.id } })}
      items={items}
    >
      {(doc) => (
        <>
          <Typography.Title level={5}>调拨明细</Typography.Title>
          <AllotLinesTable lines={doc.lines} />
          {doc.nodes.length > 0 && <ApprovalFlowSection nodes={doc.nodes} />}
          <DocLedger rows={doc.ledgerRows} />
        </>
      )}
    </DetailDrawer>
  );
}
