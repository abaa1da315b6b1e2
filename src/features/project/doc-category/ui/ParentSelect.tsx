import { useMemo } from 'react';
import { usePmDocCategoryList } from '@/shared/api';
import { TreeSelect } from '@/shared/ui/tree-select';
import { categoryTree, ROOT_PID, subtreeIds, type CategoryNode } from '../model/category-tree';

interface ParentSelectProps {
  id?: string;
  value: string;
  onChange: (pid: string) => void;
  onBlur?: () => void;
  /** The category being edited: it and its sub-categories cannot be its parent. */
  editingId?: string | undefined;
}

interface ParentOption {
  value: string;
  title: string;
  disabled?: boolean;
  children?: ParentOption[];
}

/** 上级分类: 顶级 or any category outside the edited one's own subtree (a parent cannot move under its child). */
export function ParentSelect({ id, value, onChange, onBlur, editingId }: ParentSelectProps) {
  const list = usePmDocCategoryList({ body: {} });
  const treeData = useMemo<ParentOption[]>(() => {
    const rows = list.data ?? [];
    const blocked = editingId ? subtreeIds(rows, editingId) : new Set<string>();
    const toOption = (node: CategoryNode): ParentOption => ({
      value: node.id,
      title: `${node.name}（${node.code}）`,
      disabled: blocked.has(node.id),
      ...(node.children ? { children: node.children.map(toOption) } : {}),
    });
    return [{ value: ROOT_PID, title: '顶级分类', children: categoryTree(rows).map(toOption) }];
  }, [list.data, editingId]);
  return (
    <TreeSelect<string, ParentOption>
      id={id}
      value={value || undefined}
      onChange={(next) => onChange(next ?? '')}
      onBlur={onBlur}
      treeData={treeData}
      treeDefaultExpandAll
      loading={list.isPending}
      placeholder="请选择上级分类"
      showSearch={{ treeNodeFilterProp: 'title' }}
    />
  );
}
