import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Modal, Space } from 'antd';
import { useState } from 'react';
import { MaterialSelector, type MaterialRow } from '@/entities/material';
import { mfgBomDetailQueryOptions, mfgBomSaveLines, type MfgBomDetailData } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { AppDrawer } from '@/shared/ui/app-drawer';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import { useSave } from '@/shared/ui/form';
import { Spinner } from '@/shared/ui/spinner';
import { bomStateBadge, type MfgBom } from '../model/bom-state';
import {
  addLines,
  descendantCount,
  draftsOf,
  linesBody,
  parentKeys,
  removeLine,
  treeOf,
  type BomNode,
  type LineDraft,
} from '../model/bom-tree';
import { AddLinesDialog } from './AddLinesDialog';
import { BomTreeTable } from './BomTreeTable';
import { EditLineDialog } from './EditLineDialog';
import { WhereUsedDrawer } from './WhereUsedDrawer';

/** BOM 树 of one version: editable while a draft; a released or frozen version is changed by 复制. */
export function BomTreeDrawer({ row, onClose, refetch }: RowPanelProps<MfgBom>) {
  const detail = useQuery(mfgBomDetailQueryOptions({ query: { id: row.id } }));
  const title = `BOM：${row.materialCode} ${row.materialName} ${row.version}`;
  return detail.data ? (
    <BomEditor bom={row} saved={detail.data} title={title} onClose={onClose} refetch={refetch} />
  ) : (
    <AppDrawer open width="large" title={title} onClose={onClose}>
      {detail.isError ? <Alert type="error" showIcon title={userMessageOf(detail.error)} /> : <Spinner />}
    </AppDrawer>
  );
}

interface BomEditorProps {
  bom: MfgBom;
  saved: MfgBomDetailData;
  title: string;
  onClose: () => void;
  refetch: () => Promise<unknown>;
}

function BomEditor({ bom, saved, title, onClose, refetch }: BomEditorProps) {
  const readOnly = bom.state !== 'DRAFT';
  const [drafts, setDrafts] = useState<LineDraft[]>(() => draftsOf(saved.lines));
  const [expanded, setExpanded] = useState<string[]>(() => parentKeys(draftsOf(saved.lines)));
  const [dirty, setDirty] = useState(false);
  const [addingUnder, setAddingUnder] = useState<BomNode>();
  const [picked, setPicked] = useState<MaterialRow[]>();
  const [editing, setEditing] = useState<LineDraft>();
  const [usedOf, setUsedOf] = useState<LineDraft>();
  const [nextKey, setNextKey] = useState(1);
  // Quiet: a refusal is told above the tree, every change kept.
  const { saving, failure, save, clearFailure } = useSave(
    () => mfgBomSaveLines({ body: linesBody(bom.id, drafts) }, { quiet: true }),
    { done: 'BOM 已保存' },
  );
  const saveLines = async () => {
    if (!(await save())) return;
    setDirty(false);
    await refetch();
  };
  const change = (next: LineDraft[]) => (setDrafts(next), setDirty(true), clearFailure());
  const parentName = (node: BomNode) =>
    node.line ? `${node.line.materialCode} ${node.line.materialName}` : `${bom.materialCode} ${bom.materialName}`;
  const close = () =>
    dirty
      ? Modal.confirm({
          title: '放弃未保存的修改吗？',
          content: 'BOM 行的修改尚未保存，关闭后将丢失。',
          okText: '放弃修改',
          cancelText: '继续编辑',
          onOk: onClose,
        })
      : onClose();
  return (
    <AppDrawer
      open
      width="large"
      title={title}
      onClose={close}
      extra={
        <Space>
          <Button onClick={() => setExpanded(parentKeys(drafts))}>全部展开</Button>
          <Button onClick={() => setExpanded([])}>全部收起</Button>
          {!readOnly && (
            <Button type="primary" loading={saving} disabled={!dirty} onClick={() => void saveLines()}>
              保存
            </Button>
          )}
        </Space>
      }
    >
      <Flex vertical gap={12}>
        <Descriptions
          size="small"
          column={4}
          items={[
            { key: 'version', label: '版本', children: bom.version },
            { key: 'state', label: '状态', children: bomStateBadge(bom.state) },
            { key: 'date', label: '生效日期', children: bom.effectiveDate ?? '—' },
            { key: 'base', label: '基本数量', children: `${bom.baseQty} ${bom.uomName}` },
          ]}
        />
        {readOnly && (
          <Alert
            type="info"
            showIcon
            title={`${bom.state === 'FROZEN' ? '已冻结' : '已发布'}的 BOM 只读；要修改请复制为新版本。`}
          />
        )}
        {dirty && <Alert type="warning" showIcon title="有未保存的修改：新加的行已显示在树中，点“保存”后提交。" />}
        {failure && <Alert role="alert" type="error" showIcon title={failure} />}
        <BomTreeTable
          bom={bom}
          tree={treeOf(drafts)}
          expanded={expanded}
          onExpand={setExpanded}
          readOnly={readOnly}
          onAdd={setAddingUnder}
          onEdit={setEditing}
          onRemove={(line) => change(removeLine(drafts, line.key))}
          onWhereUsed={setUsedOf}
          removeNote={(line) => {
            const below = descendantCount(drafts, line.key);
            return below > 0 ? `将同时删除其下 ${below} 个子件。` : '删除后点“保存”才提交。';
          }}
        />
      </Flex>
      {addingUnder && !picked && (
        <MaterialSelector
          open
          title={`选择物料：添加到 ${parentName(addingUnder)}`}
          onCancel={() => setAddingUnder(undefined)}
          onOk={(materials) => (materials.length ? setPicked(materials) : setAddingUnder(undefined))}
        />
      )}
      {addingUnder && picked && (
        <AddLinesDialog
          parentName={parentName(addingUnder)}
          materials={picked}
          firstKey={nextKey}
          onCancel={() => (setPicked(undefined), setAddingUnder(undefined))}
          onOk={(lines) => {
            setNextKey(nextKey + lines.length);
            change(addLines(drafts, addingUnder.key, lines));
            setExpanded([...new Set([...expanded, addingUnder.key])]);
            setPicked(undefined);
            setAddingUnder(undefined);
          }}
        />
      )}
      {editing && (
        <EditLineDialog
          line={editing}
          onCancel={() => setEditing(undefined)}
          onOk={(line) => (change(drafts.map((d) => (d.key === line.key ? line : d))), setEditing(undefined))}
        />
      )}
      {usedOf && (
        <WhereUsedDrawer
          material={{ id: usedOf.materialId, code: usedOf.materialCode, name: usedOf.materialName }}
          onClose={() => setUsedOf(undefined)}
        />
      )}
    </AppDrawer>
  );
}
