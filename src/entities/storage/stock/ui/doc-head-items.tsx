import type { DetailItem } from '@/shared/ui/detail-list';
import type { StDocHead } from '../model/types';
import { DocStateTag } from './DocStateTag';

/**
 * The head every storage document's detail starts with: 单号, 状态 (with its reversal), 仓库, 业务日期, 经办人, 过账, the
 * reasons, then what the kind adds (类型, 原因, 审批…) and 备注 last.
 */
export function docHeadItems(doc: StDocHead, dateLabel = '业务日期', kind: readonly DetailItem[] = []): DetailItem[] {
  return [
    { label: '单号', value: doc.docNo },
    { label: '状态', value: <DocStateTag doc={doc} /> },
    { label: '仓库', value: [doc.houseCode, doc.houseName].filter(Boolean).join(' ') },
    { label: dateLabel, value: doc.bizDate },
    { label: '经办人', value: doc.operatorName },
    { label: '过账', value: doc.postTime ? `${doc.postTime}（${doc.postedBy ?? ''}）` : null },
    ...(doc.reverseReason ? [{ label: '冲销原因', value: doc.reverseReason }] : []),
    ...(doc.cancelReason ? [{ label: '取消原因', value: doc.cancelReason }] : []),
    ...kind,
    { label: '备注', value: doc.remark, span: 3 },
  ];
}
