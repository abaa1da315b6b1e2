import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { deptTreeQueryOptions, isDept, toDeptOptions } from '@/entities/department';
import { TreeSelect } from '@/shared/ui/tree-select';

interface DeptMultiSelectProps {
  id?: string;
  value?: readonly string[] | null;
  onChange?: (ids: string[]) => void;
  onBlur?: () => void;
}

/** Several departments of the organisation tree (a notice to 指定部门 reaches their sub-departments too). */
export function DeptMultiSelect({ id, value, onChange, onBlur }: DeptMultiSelectProps) {
  const tree = useQuery(deptTreeQueryOptions());
  const options = useMemo(() => toDeptOptions(tree.data ?? [], isDept), [tree.data]);
  return (
    <TreeSelect
      id={id}
      multiple
      treeCheckable
      showCheckedStrategy="SHOW_PARENT"
      value={value ? [...value] : []}
      onChange={(next: string[]) => onChange?.(next)}
      onBlur={onBlur}
      treeData={options}
      loading={tree.isPending}
      placeholder="请选择部门"
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      style={{ width: '100%' }}
    />
  );
}
