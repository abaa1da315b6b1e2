import type { DetailItem } from '@/shared/ui/detail-list';
import type { StDocHead } from '../model/types';
import { DocStateTag } from './DocStateTag';

export interface DocHeadItemsOptions {
  /** The head's labels as the kind says them: 收货单号, 收货仓库, 入库日期, 收货人. */
  labels?: { docNo?: string; house?: string; date?: string; operator?: string };
  /** The kind's items after 状态: 工单, 产品, 供应商, ASN… */
  lead?: readonly DetailItem[];
  /** The kind's items after the reasons: 类型, 原因, 审批… */
  kind?: readonly DetailItem[];
}

/**
 * The head every storage document's detail starts with (docs/screen-kit.md → Storage documents): 单号, 状态 (with its
 * reversal), what the kind leads with, 仓库, 业务日期, 经办人, 过账, the reasons, then what the kind adds and 备注 last.
 */
export function docHeadItems(doc: StDocHead, options: DocHeadItemsOptions = {}): DetailItem[] {
  const { labels = {}, lead = [], kind = [] } = options;
  return [
    { label: labels.docNo ?? '单号', value: doc.docNo },
    { label: '状态', value: <DocStateTag doc={doc} /> },
    ...lead,
    { label: labels.house ?? '仓库', value: [doc.houseCode, doc.houseName].filter(Boolean).join(' ') },
    { label: labels.date ?? '业务日期', value: doc.bizDate },
    { label: labels.operator ?? '经办人', value: doc.operatorName },
    { label: '过账', value: doc.postTime ? `${doc.postTime}（${doc.postedBy ?? ''}）` : null },
    ...(doc.reverseReason ? [{ label: '冲销原因', value: doc.reverseReason, span: 3 }] : []),
    ...(doc.cancelReason ? [{ label: '取消原因', value: doc.cancelReason, span: 3 }] : []),
    ...kind,
    { label: '备注', value: doc.remark, span: 3 },
  ];
}
