import type { UseQueryResult } from '@tanstack/react-query';
import { Typography } from 'antd';
import { TreeSelect } from '@/shared/ui/tree-select';
import { userMessageOf } from '@/shared/lib/errors';
import { deptTreeFailure } from '../api/dept-tree-query';
import type { DeptOption } from '../lib/dept-tree';

export interface OrgTreeSelectProps {
  id?: string | undefined;
  value?: string | null | undefined;
  onChange?: ((id: string | null) => void) | undefined;
  onBlur?: (() => void) | undefined;
  placeholder: string;
  disabled?: boolean | undefined;
}

/** The one tree select over the organisation (departments, or departments and positions); a failed fetch says so below. */
export function OrgTreeSelect({
  tree,
  options,
  id,
  value,
  onChange,
  onBlur,
  placeholder,
  disabled,
}: OrgTreeSelectProps & { tree: UseQueryResult<unknown>; options: DeptOption[] }) {
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
