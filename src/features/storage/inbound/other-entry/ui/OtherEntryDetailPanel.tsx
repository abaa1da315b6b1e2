import { docHeadItems, EntryLinesTable, ST_APPROVAL_STATES } from '@/entities/storage/stock';
import { stOtherEntryDetailQueryOptions } from '@/shared/api';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { DetailDrawer } from '@/shared/ui/record-detail';
import { StateTag } from '@/shared/ui/state-tag';
import type { OtherEntryRow } from './OtherEntryListPage';

/** 其他入库单详情: the head with its type, reason and approval (驳回's opinion), then its lines. */
export function OtherEntryDetailPanel({ row, onClose }: RowPanelProps<OtherEntryRow>) {
  return (
    <DetailDrawer
      title={`其他入库单详情：${row.docNo}`}
      width="large"
      onClose={onClose}
      query={stOtherEntryDetailQueryOptions({ query: { id: row.id } })}
      items={(doc) =>
        docHeadItems(doc, {
          labels: { date: '入库日期' },
          kind: [
            { label: '类型', value: doc.entryTypeName },
            { label: '审批', value: <StateTag states={ST_APPROVAL_STATES} state={doc.approvalState} /> },
            { label: '审批人', value: doc.approverName },
            { label: '原因', value: doc.reason, span: 3 },
            ...(doc.approvalOpinion ? [{ label: '审批意见', value: doc.approvalOpinion, span: 3 }] : []),
          ],
        })
      }
    >
      {(doc) => <EntryLinesTable title="入库明细" lines={doc.lines} />}
    </DetailDrawer>
  );
}
