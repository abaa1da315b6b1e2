import { Badge, Space, Tag } from 'antd';
import type { PmProjDocumentPageData } from '@/shared/api';
import type { SearchOption } from '@/shared/lib/table-query';

export type ProjectDocument = PmProjDocumentPageData['rows'][number];
export type DocumentState = ProjectDocument['docState'];

export const DOC_STATES: Record<
  DocumentState,
  { label: string; badge: 'default' | 'processing' | 'success' | 'error' }
> = {
  DRAFT: { label: '草稿', badge: 'default' },
  APPROVING: { label: '审批中', badge: 'processing' },
  PUBLISHED: { label: '已发布', badge: 'success' },
  REJECTED: { label: '已驳回', badge: 'error' },
};
export const STATE_OPTIONS: readonly SearchOption[] = (Object.keys(DOC_STATES) as DocumentState[]).map((state) => ({
  value: state,
  title: DOC_STATES[state].label,
}));

export function DocStateBadge({ state }: { state: DocumentState }) {
  return <Badge status={DOC_STATES[state].badge} text={DOC_STATES[state].label} />;
}

/** Labels as tags in their colour (at most 3 shown, product.md §9 tag list). */
export function LabelTags({ labels }: { labels: ProjectDocument['labels'] }) {
  const shown = labels.slice(0, 3);
  return (
    <Space size={4} wrap>
      {shown.map((label) => (
        <Tag key={label.id} color={label.color ?? undefined}>
          {label.name}
        </Tag>
      ))}
      {labels.length > shown.length && <Tag>+{labels.length - shown.length}</Tag>}
    </Space>
  );
}

/** '4.60 MB': a file's size in the largest unit it fills. */
export function sizeText(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(2)} KB`;
  return `${(bytes / 1024 ** 2).toFixed(2)} MB`;
}
