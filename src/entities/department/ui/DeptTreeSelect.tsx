import { useQuery } from '@tanstack/react-query';
import { TreeSelect, Typography } from 'antd';
import { useMemo, type Ref } from 'react';
import { userMessageOf } from '@/shared/lib/errors';
import { deptTreeFailure, deptTreeQueryOptions, type OrgType } from '../api/dept-tree-query';
import { isDept, toDeptOptions } from '../lib/dept-tree';

export interface DeptTreeSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (deptId: string | null) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLElement>;
  orgType?: OrgType;
  placeholder?: string;
  disabled?: boolean;
  /** Companies can be chosen too (a department's parent); otherwise they only group. */
  anyNode?: boolean;
}

/** Choose one department from the organisation tree (company nodes only group); binds into forms through FormField. */
export function DeptTreeSelect({ id, value, onChange, onBlur, orgType, placeholder = '请选择部门', disabled, anyNode = false }: DeptTreeSelectProps) {
  const tree = useQuery(deptTreeQueryOptions(orgType));
  const options = useMemo(() => toDeptOptions(tree.data ?? [], anyNode ? () => true : isDept), [tree.data, anyNode]);
  return (
    <>
      <TreeSelect
        id={id}
        value={value || undefined}
        onChange={(next: string | undefined) => onChange?.(next ?? null)}
        onBlur={onBlur}
        treeData={options}
        loading={tree.isPending}
        disabled={disabled}
        status={tree.isError ? 'error' : undefined}
        placeholder={placeholder}
        allowClear
        showSearch={{ treeNodeFilterProp: 'title' }}
        treeDefaultExpandAll
        style={{ width: '100%' }}
      />
      {tree.isError && <Typography.Text type="danger">{deptTreeFailure(userMessageOf(tree.error))}</Typography.Text>}
    </>
  );
}
