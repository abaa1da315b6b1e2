import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { groupTreeQuery, parentOptions, TOP_LEVEL_PID } from '../model/group-tree';

interface GroupTreeSelectProps {
  id?: string;
  value?: string | undefined;
  onChange?: (pid: string) => void;
  onBlur?: () => void;
  /** The group being edited: it and its subtree are greyed out. */
  selfId?: string | undefined;
}

/** The parent group: '顶级' or one of the enabled groups (a disabled parent shows by its id). */
export function GroupTreeSelect({ id, value, onChange, onBlur, selfId }: GroupTreeSelectProps) {
  const tree = useQuery(groupTreeQuery);
  const treeData = useMemo(() => [{ value: TOP_LEVEL_PID, title: '顶级', disabled: false, children: parentOptions(tree.data ?? [], selfId) }], [tree.data, selfId]);
  return (
    <TreeSelect
      id={id}
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      placeholder="请选择上级物料组"
      loading={tree.isPending}
      value={value || undefined}
      onChange={(pid: string) => onChange?.(pid)}
      onBlur={onBlur}
      treeData={treeData}
    />
  );
}
