import { useQuery } from '@tanstack/react-query';
import { useMemo, type Ref } from 'react';
import { deptTreeQueryOptions, type OrgType } from '../api/dept-tree-query';
import { isDept, toDeptOptions } from '../lib/dept-tree';
import { OrgTreeSelect } from './OrgTreeSelect';

export interface DeptTreeSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (deptId: string | null) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLElement>;
  orgType?: OrgType;
  placeholder?: string;
  disabled?: boolean;
  /** A department's parent: companies can be chosen too, a top-level choice (the contract's pid '0') above the tree, and the edited one's subtree greyed out. */
  parentOf?: { selfId?: string | undefined };
}

/** The contract's pid of a top-level department. */
export const TOP_LEVEL_DEPT = '0';

/** Choose one department from the organisation tree (company nodes only group); binds into forms through FormField. */
export function DeptTreeSelect({
  id,
  value,
  onChange,
  onBlur,
  orgType,
  placeholder = '请选择部门',
  disabled,
  parentOf,
}: DeptTreeSelectProps) {
  const tree = useQuery(deptTreeQueryOptions(orgType));
  const selfId = parentOf?.selfId;
  const asParent = parentOf !== undefined;
  const options = useMemo(() => {
    const nodes = toDeptOptions(tree.data ?? [], asParent ? () => true : isDept, selfId);
    return asParent
      ? [{ value: TOP_LEVEL_DEPT, title: '顶级（无上级部门）', disabled: false, children: nodes }]
      : nodes;
  }, [tree.data, asParent, selfId]);
  return (
    <OrgTreeSelect
      tree={tree}
      options={options}
      id={id}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      placeholder={placeholder}
      disabled={disabled}
    />
  );
}
