import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Alert, Flex, Modal, Radio, Spin, Tree, Typography } from 'antd';
import { useMemo, useState, type Key } from 'react';
import type { SysUserOwnDataData } from '@/shared/api';
import { TREE_PANEL_MAX_HEIGHT } from '@/shared/config';
import { userMessageOf } from '@/shared/lib/errors';
import { useSave } from '@/shared/ui/form';
import { deptTreeFailure, deptTreeQueryOptions } from '../api/dept-tree-query';
import type { DeptTreeNode } from '../lib/dept-tree';

export type DataScopeValue = SysUserOwnDataData;

/** The five data scopes of the contract (a role's default, a user's override). */
export const DATA_SCOPES = [
  { value: 1, label: '全部数据' },
  { value: 2, label: '本部门及以下' },
  { value: 3, label: '本部门' },
  { value: 4, label: '仅本人' },
  { value: 5, label: '自定义部门' },
] as const;

const CUSTOM = 5;

export interface DataScopeDialogProps<TKey extends QueryKey> {
  title: string;
  /** The current scope (the record's ownData call). */
  current: UseQueryOptions<DataScopeValue, Error, DataScopeValue, TKey>;
  save: (value: DataScopeValue) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => void;
}

interface TreeData {
  key: string;
  title: string;
  children?: TreeData[];
}
const toTree = (nodes: readonly DeptTreeNode[]): TreeData[] =>
  nodes.map((node) => ({
    key: node.id,
    title: node.title,
    ...(node.children?.length ? { children: toTree(node.children) } : {}),
  }));

/**
 * 数据范围: which records the user (or the role's users) may see, by department. 自定义部门 lists departments one by
 * one (a parent does not bring its children: each is checked on its own), and needs at least one.
 */
export function DataScopeDialog<TKey extends QueryKey>({
  title,
  current,
  save,
  onClose,
  onSaved,
}: DataScopeDialogProps<TKey>) {
  const loaded = useQuery(current);
  const tree = useQuery(deptTreeQueryOptions());
  const [edited, setEdited] = useState<DataScopeValue>();
  const [problem, setProblem] = useState<string>();
  const value = edited ?? loaded.data;
  const nodes = useMemo(() => toTree(tree.data ?? []), [tree.data]);
  const saving = useSave(async (chosen: DataScopeValue) => {
    await save({ dataScope: chosen.dataScope, deptIds: chosen.dataScope === CUSTOM ? chosen.deptIds : [] });
    onSaved();
    onClose();
  });

  const submit = () => {
    if (!value) return;
    if (value.dataScope === CUSTOM && value.deptIds.length === 0) {
      saving.clearFailure();
      setProblem('自定义部门请至少选择一个部门');
      return;
    }
    setProblem(undefined);
    void saving.save(value);
  };

  const loadError = loaded.error ?? (value?.dataScope === CUSTOM ? tree.error : null);
  return (
    <Modal
      open
      title={title}
      width={560}
      onCancel={onClose}
      onOk={submit}
      okText="保存"
      confirmLoading={saving.saving}
      okButtonProps={{ disabled: !value }}
      mask={{ closable: false }}
    >
      {loaded.isPending ? (
        <Spin />
      ) : loadError ? (
        <Alert
          type="error"
          showIcon
          title={
            loaded.error
              ? `数据范围加载失败：${userMessageOf(loaded.error)}`
              : deptTreeFailure(userMessageOf(loadError))
          }
        />
      ) : (
        value && (
          <Flex vertical gap={8}>
            <Radio.Group
              aria-label="数据范围"
              value={value.dataScope}
              onChange={(e) => setEdited({ ...value, dataScope: e.target.value as DataScopeValue['dataScope'] })}
              options={DATA_SCOPES.map(({ value: v, label }) => ({ value: v, label }))}
            />
            {value.dataScope === CUSTOM && (
              <div role="group" aria-label="自定义部门">
                <Typography.Text type="secondary">勾选可见的部门（已选 {value.deptIds.length} 个）</Typography.Text>
                <Spin spinning={tree.isPending}>
                  <Tree
                    checkable
                    checkStrictly
                    selectable={false}
                    defaultExpandAll
                    height={Math.min(TREE_PANEL_MAX_HEIGHT, 360)}
                    treeData={nodes}
                    checkedKeys={value.deptIds}
                    onCheck={(keys) => {
                      const checked: Key[] = Array.isArray(keys) ? keys : keys.checked;
                      setEdited({ ...value, deptIds: checked.map(String) });
                    }}
                  />
                </Spin>
              </div>
            )}
          </Flex>
        )
      )}
      {(problem ?? saving.failure) && (
        <Alert role="alert" type="error" showIcon title={problem ?? saving.failure} style={{ marginTop: 12 }} />
      )}
    </Modal>
  );
}
