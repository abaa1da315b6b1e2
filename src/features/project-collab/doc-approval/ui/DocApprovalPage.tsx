import { useState } from 'react';
import { pmDocApproval, type PmDocApprovalPageVariables } from '@/shared/api';
import type { RowCondition, SearchCondition } from '@/shared/lib/table-query';
import { defineCrudScreen } from '@/shared/ui/crud-screen';
import type { ColumnConfig } from '@/shared/ui/data-table';
import { Tabs } from '@/shared/ui/tabs';
import { DocStateBadge, fileSizeText, MyResultBadge, type DocApproval } from '../model/doc-states';

type DocApprovalScope = 'TODO' | 'DONE';

/** What both tabs show: the document version, where it comes from, who submitted it when. */
const common: ColumnConfig<DocApproval>[] = [
  { dataIndex: 'docName', title: '文档名称', width: 220, ellipsis: true, hideAble: false, query: 'input' },
  { dataIndex: 'version', title: '版本', width: 70 },
  {
    dataIndex: 'projTitle',
    title: '项目',
    width: 240,
    ellipsis: true,
    render: (_, row) => `${row.projNo} ${row.projTitle}`,
  },
  { dataIndex: 'categoryName', title: '文档分类', width: 100 },
  { dataIndex: 'docNo', title: '文档编号', width: 150, hide: 'narrow' },
  { dataIndex: 'submitterName', title: '提交人', width: 80 },
  { dataIndex: 'submitTime', title: '提交时间', width: 170, sorter: true },
];

/** 'submitTime' is a range: it sends submitTimeFrom/submitTimeTo (product.md §7.10), so the conditions go through the props. */
const conditions: SearchCondition<(keyof PmDocApprovalPageVariables['body'] & string) | 'submitTime'>[] = [
  { key: 'docName', title: '文档名称', type: 'input' },
  { key: 'projTitle', title: '项目名称', type: 'input' },
  { key: 'submitterName', title: '提交人', type: 'input' },
  { key: 'submitTime', title: '提交时间', type: 'dateRange' },
];

/** 审批 while the version waits for this user. */
const approvable: readonly RowCondition<DocApproval>[] = [
  { field: 'state', op: 'eq', value: 'APPROVING' },
  { field: 'canApprove', op: 'eq', value: true },
];

const detail = {
  kind: 'panel',
  action: 'detail',
  title: '详情',
  load: () => import('./DocApprovalDrawer').then((m) => m.DocApprovalDetailDrawer),
} as const;

/** 待我审批: the projects' document versions waiting for this user, 审批 first. */
const TodoList = defineCrudScreen(pmDocApproval, {
  noun: '待我审批',
  columns: [
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
  ],
  table: { injectedParams: { scope: 'TODO' } },
  rowActions: [
    {
      kind: 'panel',
      action: 'approval',
      title: '审批',
      when: approvable,
      load: () => import('./DocApprovalDrawer').then((m) => m.DocApprovalDrawer),
    },
    detail,
  ],
});

/** 我的审批记录: what this user decided, and where each version stands now. */
const DoneList = defineCrudScreen(pmDocApproval, {
  noun: '我的审批记录',
  tableId: 'pm.docApproval.done',
  columns: [
    ...common,
    {
      dataIndex: 'myResult',
      title: '我的审批',
      width: 90,
      render: (_, row) => <MyResultBadge result={row.myResult} />,
    },
    {
      dataIndex: 'myOpinion',
      title: '我的意见',
      width: 200,
      ellipsis: true,
      render: (_, row) => row.myOpinion ?? '-',
    },
    { dataIndex: 'myTime', title: '审批时间', width: 170 },
    { dataIndex: 'state', title: '文档状态', width: 90, render: (_, row) => <DocStateBadge state={row.state} /> },
  ],
  table: { injectedParams: { scope: 'DONE' } },
  rowActions: [detail],
});

/** 文档审批 (项目协同): documents of every project waiting for my approval, and the history of my approvals. */
export function DocApprovalPage() {
  const [scope, setScope] = useState<DocApprovalScope>('TODO');
  return (
    <Tabs
      activeKey={scope}
      onChange={(key) => setScope(key as DocApprovalScope)}
      items={[
        {
          key: 'TODO',
          label: '待我审批',
          children: scope === 'TODO' ? <TodoList conditions={conditions} /> : null,
        },
        {
          key: 'DONE',
          label: '我的审批记录',
          children: scope === 'DONE' ? <DoneList conditions={conditions} /> : null,
        },
      ]}
    />
  );
}
