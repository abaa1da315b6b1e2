import { DocStateTag, IssueLinesTable, ST_APPROVAL_STATES } from '@/entities/storage/stock';
import { stOtherIssueDetailQueryOptions, type StOtherIssueDetailData } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import type { DetailItem } from '@/shared/ui/detail-list';
import { DetailDrawer } from '@/shared/ui/record-detail';
import { StateTag } from '@/shared/ui/state-tag';
import type { OtherIssueRow } from './OtherIssueListPage';

/** The document's header: what kind of issue, why, its approval, and what became of it. */
function items(doc: StOtherIssueDetailData): DetailItem[] {
  return [
    { label: '单号', value: doc.docNo },
    { label: '状态', value: <DocStateTag doc={doc} /> },
    { label: '类型', value: doc.otherTypeName },
    { label: '原因', value: doc.reason, span: 2 },
    { label: '审批', value: <StateTag states={ST_APPROVAL_STATES} state={doc.approvalState} /> },
    { label: '仓库', value: doc.houseName },
    { label: '业务日期', value: doc.bizDate },
    { label: '经办人', value: doc.operatorName },
    { label: '审批人', value: doc.approverName },
    { label: '审批意见', value: doc.approvalOpinion, span: 2 },
    { label: '过账', value: doc.postTime ? `${doc.postTime} ${doc.postedBy ?? ''}` : null },
    ...(doc.sourceNo ? [{ label: '来源单号', value: doc.sourceNo }] : []),
    ...(doc.reverseReason ? [{ label: '冲销原因', value: doc.reverseReason }] : []),
    ...(doc.cancelReason ? [{ label: '取消原因', value: doc.cancelReason }] : []),
    { label: '备注', value: doc.remark, span: 3 },
  ];
}

/** 其他出库单详情: the header and the lines with the batch and location each took. */
export function OtherIssueDetailPanel({ row, onClose }: RowPanelProps<OtherIssueRow>) {
  return (
    <DetailDrawer
      title={`其他出库单详情：${row.docNo}`}
      onClose={onClose}
      query={stOtherIssueDetailQueryOptions({ query: { id: row.id } })}
      items={items}
    >
      {(doc) => <IssueLinesTable lines={doc.lines} />}
    </DetailDrawer>
  );
}
