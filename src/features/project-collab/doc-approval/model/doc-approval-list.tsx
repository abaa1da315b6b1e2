import { Badge } from 'antd';
import { pmDocApprovalPageSource, type PmDocApprovalPageData, type PmDocApprovalPageVariables } from '@/shared/api';
import { convertSize } from '@/shared/lib/format';
import type { RowCondition, SearchCondition } from '@/shared/lib/table-query';
import type { ColumnConfig } from '@/shared/ui/data-table';

export type DocApproval = PmDocApprovalPageData['rows'][number];
export type DocApprovalQuery = PmDocApprovalPageVariables['body'];
export type DocApprovalScope = 'TODO' | 'DONE';

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

/** '2.74 MB': the file's size, as the §5 size conversion writes it. */
export function fileSizeText(bytes: number | undefined): string {
  if (bytes === undefined) return '-';
  const unit = bytes >= 1024 * 1024 ? 'MB' : 'KB';
  const size = convertSize(bytes, unit);
  return size.ok ? size.text : '-';
}

const project = (row: DocApproval) => `${row.projNo} ${row.projTitle}`;

/** What both tabs show: the document version, where it comes from, who submitted it when. */
const common: ColumnConfig<DocApproval>[] = [
  { dataIndex: 'docName', title: '文档名称', width: 220, ellipsis: true, hideAble: false, query: 'input' },
  { dataIndex: 'version', title: '版本', width: 70 },
  { dataIndex: 'projTitle', title: '项目', width: 240, ellipsis: true, render: (_, row) => project(row) },
  { dataIndex: 'categoryName', title: '文档分类', width: 100 },
  { dataIndex: 'docNo', title: '文档编号', width: 150, hide: 'narrow' },
  { dataIndex: 'submitterName', title: '提交人', width: 80 },
  { dataIndex: 'submitTime', title: '提交时间', width: 170, sorter: true },
];

export const todoColumns: ColumnConfig<DocApproval>[] = [
  ...common,
  { dataIndex: 'currentNode', title: '待审节点', width: 140, ellipsis: true },
  {
    dataIndex: 'fileSize',
    title: '大小',
    width: 90,
    align: 'right',
    hide: 'narrow',
    render: (_, row) => fileSizeText(row.fileSize),
  },
];

export const doneColumns: ColumnConfig<DocApproval>[] = [
  ...common,
  { dataIndex: 'myResult', title: '我的审批', width: 90, render: (_, row) => <MyResultBadge result={row.myResult} /> },
  { dataIndex: 'myOpinion', title: '我的意见', width: 200, ellipsis: true, render: (_, row) => row.myOpinion ?? '-' },
  { dataIndex: 'myTime', title: '审批时间', width: 170 },
  { dataIndex: 'state', title: '文档状态', width: 90, render: (_, row) => <DocStateBadge state={row.state} /> },
];

/** 'submitTime' is a range: it sends submitTimeFrom/submitTimeTo (§7.10). */
export const docApprovalConditions: SearchCondition<(keyof DocApprovalQuery & string) | 'submitTime'>[] = [
  { key: 'docName', title: '文档名称', type: 'input' },
  { key: 'projTitle', title: '项目名称', type: 'input' },
  { key: 'submitterName', title: '提交人', type: 'input' },
  { key: 'submitTime', title: '提交时间', type: 'dateRange' },
];

/** 审批 while the version waits for this user. */
export const approvable: readonly RowCondition<DocApproval>[] = [
  { field: 'state', op: 'eq', value: 'APPROVING' },
  { field: 'canApprove', op: 'eq', value: true },
];

export const docApprovalSource = pmDocApprovalPageSource;
