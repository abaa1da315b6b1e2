import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useMemo, useState } from 'react';
import { ProjectPermissionScope } from '@/entities/permission';
import { useProjectId } from '@/entities/project';
import { pmProjDocumentDelete, pmProjDocumentRevoke, type PmDocCategoryTreeData } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { TreeListLayout } from '@/shared/ui/tree-layout';
import { AllTreePanel, type PanelNode } from '@/shared/ui/tree-panel';
import {
  APPROVING,
  DELETABLE,
  documentColumns,
  documentConditions,
  documentSource,
  NOT_APPROVING,
  SUBMITTABLE,
  type DocumentQuery,
  type ProjectDocument,
} from '../model/document-list';
import { categoryTreeQuery } from './document-pickers';
import { DocumentName } from './DocumentName';
import { downloadDocument } from './file-actions';

const DocumentList = defineListScreen<ProjectDocument, DocumentQuery>({
  tableId: 'pm.projDocument',
  permissionPrefix: 'projDocument',
  source: documentSource,
  columns: documentColumns((row) => <DocumentName row={row} />),
  conditions: documentConditions,
  form: () => import('./document-form').then((m) => m.DocumentForm),
  table: { addLabel: '上传文档', addPermission: 'projDocument:upload' },
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./DocumentDetailDrawer').then((m) => m.DocumentDetailDrawer),
    },
    { action: 'download', title: '下载', onClick: (row) => downloadDocument(row.id) },
    {
      kind: 'panel',
      action: 'submit',
      title: '提交审批',
      when: SUBMITTABLE,
      load: () => import('./SubmitDocument').then((m) => m.SubmitDocument),
    },
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
    {
      kind: 'call',
      action: 'delete',
      title: '删除',
      confirm: true,
      danger: true,
      when: DELETABLE,
      run: (row, options) => pmProjDocumentDelete({ body: { ids: [row.id] } }, options),
      done: '删除成功',
    },
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
  const extendedParams = useMemo<Partial<DocumentQuery> | undefined>(
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
