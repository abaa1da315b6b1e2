import { Badge } from 'antd';
import type { PmDocApprovalPageData } from '@/shared/api';
import { convertSize } from '@/shared/lib/format';

export type DocApproval = PmDocApprovalPageData['rows'][number];

const STATES: Record<DocApproval['state'], { label: string; badge: 'processing' | 'success' | 'error' }> = {
  APPROVING: { label: '审批中', badge: 'processing' },
  APPROVED: { label: '已发布', badge: 'success' },
  REJECTED: { label: '已驳回', badge: 'error' },
};
export const DocStateBadge = ({ state }: { state: DocApproval['state'] }) => (
  <Badge status={STATES[state].badge} text={STATES[state].label} />
);

const RESULTS: Record<'APPROVED' | 'REJECTED', { label: string; badge: 'success' | 'error' }> = {
  APPROVED: { label: '通过', badge: 'success' },
  REJECTED: { label: '驳回', badge: 'error' },
};
export const MyResultBadge = ({ result }: { result: DocApproval['myResult'] }) =>
  result ? <Badge status={RESULTS[result].badge} text={RESULTS[result].label} /> : '-';

/** '2.74 MB': the file's size, as the product.md §5 size conversion writes it. */
export function fileSizeText(bytes: number | undefined): string {
  if (bytes === undefined) return '-';
  const unit = bytes >= 1024 * 1024 ? 'MB' : 'KB';
  const size = convertSize(bytes, unit);
  return size.ok ? size.text : '-';
}
