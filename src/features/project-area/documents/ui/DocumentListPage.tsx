import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { ProjectPermissionScope } from '@/entities/permission';
import { useProjectId } from '@/entities/project';
import { workflowSubmitAction } from '@/entities/workflow';
import { pmProjDocument, pmProjDocumentRevoke, pmProjDocumentSubmit, type PmDocCategoryTreeData } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { requiredChoice } from '@/shared/lib/form-rules';
import type { RowCondition } from '@/shared/lib/table-query';
import { defineCrudScreen, type QueryOf } from '@/shared/ui/crud-screen';
import { TreeListLayout } from '@/shared/ui/tree-layout';
import { AllTreePanel, type PanelNode } from '@/shared/ui/tree-panel';
import { DocStateBadge, LabelTags, sizeText, STATE_OPTIONS, type ProjectDocument } from '../model/doc-states';
import { CategorySelect, categoryTreeQuery, DocumentFileUpload, LabelSelect } from './document-pickers';
import { DocumentName } from './DocumentName';
import { downloadDocument } from './file-actions';

/** Submitted from a draft or after a rejection; revoked while approving; a new version or deletion unless approving. */
const SUBMITTABLE: RowCondition<ProjectDocument> = { field: 'docState', op: 'in', value: ['DRAFT', 'REJECTED'] };
const APPROVING: RowCondition<ProjectDocument> = { field: 'docState', op: 'eq', value: 'APPROVING' };
const NOT_APPROVING: RowCondition<ProjectDocument> = {
  field: 'docState',
  op: 'in',
  value: ['DRAFT', 'PUBLISHED', 'REJECTED'],
};
const DELETABLE: RowCondition<ProjectDocument> = { field: 'docState', op: 'in', value: ['DRAFT', 'REJECTED'] };

/**
 * The project's documents: 上传文档 (projDocument:upload) saves a draft, version V1.0, in the category chosen beside
 * the list; the file goes up first (upload policy), its id and name are sent. The name previews the current version.
 */
export const DocumentList = defineCrudScreen(pmProjDocument, {
  noun: '文档',
  columns: [
    { dataIndex: 'docNo', title: '文档编号', width: 140, hideAble: false },
    {
      dataIndex: 'docName',
      title: '文档名称',
      width: 240,
      hideAble: false,
      ellipsis: true,
      render: (_, row) => <DocumentName row={row} />,
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
  ],
  conditions: ['docName', 'docNo', 'docState'],
  addTitle: '上传文档',
  form: {
    projId: { label: '项目', hidden: true },
    fileId: {
      label: '文件',
      kind: 'custom',
      wide: true,
      rule: requiredChoice('要上传的文件'),
      render: (field) => <DocumentFileUpload field={field} />,
    },
    fileName: { label: '文件名', hidden: true },
    docName: { wide: true, placeholder: '默认取文件名' },
    categoryId: { label: '分类', kind: 'custom', render: (field) => <CategorySelect field={field} /> },
    labelIds: {
      label: '标签',
      kind: 'custom',
      rule: z.array(z.string()).check(z.maxLength(5, '标签最多选择 5 个')),
      value: (doc) => doc.labels.map((label) => label.id),
      render: (field) => <LabelSelect field={field} />,
    },
    description: { label: '说明', kind: 'textarea', wide: true },
  },
  empty: (scope) => ({ projId: scope?.projId ?? '', categoryId: scope?.categoryId ?? '', labelIds: [] }),
  formWidth: 760,
  table: { addLabel: '上传文档', addPermission: 'projDocument:upload' },
  // 删除 is a draft's or a rejected document's (below), not every row's.
  status: false,
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./DocumentDetailDrawer').then((m) => m.DocumentDetailDrawer),
    },
    { action: 'download', title: '下载', onClick: (row) => downloadDocument(row.id) },
    workflowSubmitAction('PM_PROJ_DOCUMENT', pmProjDocumentSubmit, { title: '提交审批', when: SUBMITTABLE }),
    {
      kind: 'call',
      action: 'revoke',
      title: '撤回',
      require: 'projDocument:submit',
      confirm: true,
      when: APPROVING,
      run: (row, options) => pmProjDocumentRevoke({ body: { id: row.id } }, options),
      done: '已撤回',
    },
    {
      kind: 'panel',
      action: 'manage',
      title: '上传新版本',
      require: 'projDocument:upload',
      when: NOT_APPROVING,
      load: () => import('./NewVersionPanel').then((m) => m.NewVersionPanel),
    },
    { kind: 'delete', when: DELETABLE },
  ],
});

const toNodes = (nodes: PmDocCategoryTreeData): PanelNode[] =>
  nodes.map((node) => ({ id: node.id, title: node.title, children: node.children && toNodes(node.children) }));

/** 文档 (pm.projDocument): the knowledge base's categories narrow the project's documents; every action is a project permission. */
export function DocumentListPage() {
  const projId = useProjectId();
  const [categoryId, setCategoryId] = useState<string>();
  const tree = useQuery(categoryTreeQuery);
  const nodes = useMemo(() => toNodes(tree.data ?? []), [tree.data]);
  const extendedParams = useMemo<Partial<QueryOf<typeof pmProjDocument>> | undefined>(
    () => (projId ? { projId, ...(categoryId ? { categoryId } : {}) } : undefined),
    [projId, categoryId],
  );
  const categoryName = categoryId ? findTitle(nodes, categoryId) : undefined;
  if (!projId) return null;
  return (
    <ProjectPermissionScope>
      <TreeListLayout
        aside={
          <AllTreePanel
            label="文档分类"
            nodes={nodes}
            loading={tree.isPending}
            error={tree.isError ? `文档分类加载失败：${userMessageOf(tree.error)}` : undefined}
            value={categoryId}
            onChange={setCategoryId}
          />
        }
      >
        <DocumentList
          extendedParams={extendedParams}
          scope={
            categoryName && (
              <Tag closable color="processing" onClose={() => setCategoryId(undefined)}>
                分类：{categoryName}
              </Tag>
            )
          }
        />
      </TreeListLayout>
    </ProjectPermissionScope>
  );
}

function findTitle(nodes: readonly PanelNode[], id: string): string | undefined {
  for (const node of nodes) {
    if (node.id === id) return node.title;
    const found = findTitle(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}
