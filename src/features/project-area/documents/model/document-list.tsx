import type { ReactNode } from 'react';
import { Badge, Space, Tag } from 'antd';
import { pmProjDocumentPageSource, type PmProjDocumentPageData, type PmProjDocumentPageVariables } from '@/shared/api';
import type { RowCondition, SearchCondition, SearchOption } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type ProjectDocument = PmProjDocumentPageData['rows'][number];
export type DocumentQuery = PmProjDocumentPageVariables['body'];
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

/** Labels as tags in their colour (at most 3 shown, §9 tag list). */
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

/** Submitted from a draft or after a rejection; revoked while approving; a new version or deletion unless approving. */
export const SUBMITTABLE: RowCondition<ProjectDocument> = { field: 'docState', op: 'in', value: ['DRAFT', 'REJECTED'] };
export const APPROVING: RowCondition<ProjectDocument> = { field: 'docState', op: 'eq', value: 'APPROVING' };
export const NOT_APPROVING: RowCondition<ProjectDocument> = {
  field: 'docState',
  op: 'in',
  value: ['DRAFT', 'PUBLISHED', 'REJECTED'],
};
export const DELETABLE: RowCondition<ProjectDocument> = { field: 'docState', op: 'in', value: ['DRAFT', 'REJECTED'] };

/** '4.60 MB': a file's size in the largest unit it fills. */
export function sizeText(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(2)} KB`;
  return `${(bytes / 1024 ** 2).toFixed(2)} MB`;
}

export const documentConditions: SearchCondition<keyof DocumentQuery & string>[] = [
  { key: 'docName', title: '文档名称', type: 'input' },
  { key: 'docNo', title: '文档编号', type: 'input' },
  { key: 'docState', title: '状态', type: 'select', options: STATE_OPTIONS, multiple: true },
];

/** The name column previews (a component of the page, given here). */
export function documentColumns(nameCell: (row: ProjectDocument) => ReactNode): ColumnConfig<ProjectDocument>[] {
  return [
    { dataIndex: 'docNo', title: '文档编号', width: 140, hideAble: false },
    {
      dataIndex: 'docName',
      title: '文档名称',
      width: 240,
      hideAble: false,
      ellipsis: true,
      render: (_, row) => nameCell(row),
    },
    { dataIndex: 'categoryName', title: '分类', width: 100 },
    { dataIndex: 'labels', title: '标签', width: 190, render: (_, row) => <LabelTags labels={row.labels} /> },
    { dataIndex: 'version', title: '版本', width: 70 },
    { dataIndex: 'fileSuffix', title: '类型', width: 70, render: (_, row) => row.fileSuffix.toUpperCase() },
    {
      dataIndex: 'fileSize',
      title: '大小',
      width: 100,
      align: 'right',
      hide: 'narrow',
      render: (_, row) => sizeText(row.fileSize),
    },
    {
      dataIndex: 'docState',
      title: '状态',
      width: 90,
      options: STATE_OPTIONS,
      render: (_, row) => <DocStateBadge state={row.docState} />,
    },
    { dataIndex: 'ownerName', title: '上传人', width: 80 },
    {
      dataIndex: 'updateTime',
      title: '更新时间',
      width: 170,
      hide: 'narrow',
      render: (_, row) => row.updateTime ?? row.createTime,
    },
  ];
}

export const documentSource = pmProjDocumentPageSource;
