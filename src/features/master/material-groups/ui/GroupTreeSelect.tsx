import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { groupTreeQuery, TOP_LEVEL_PID } from '../model/group-tree';

const fieldNames = { label: 'title', value: 'id', children: 'children' };

/** The parent group: '顶级' or one of the enabled groups (a disabled parent shows by its id). */
export function GroupTreeSelect({ id, value, onChange, onBlur }: { id?: string; value?: string; onChange?: (pid: string) => void; onBlur?: () => void }) {
  const tree = useQuery(groupTreeQuery);
  const treeData = [{ id: TOP_LEVEL_PID, title: '顶级', children: tree.data ?? [] }];
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
      fieldNames={fieldNames}
    />
  );
}
