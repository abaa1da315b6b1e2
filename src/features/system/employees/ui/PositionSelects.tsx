import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { userMessageOf } from '@/shared/lib/errors';
import { TreeSelect } from '@/shared/ui/tree-select';
import { positionOptions, positionTreeQuery } from './position-tree';

interface EmpPosition {
  deptId: string;
  posId: string;
}

function usePositions() {
  const tree = useQuery(positionTreeQuery);
  const { options, deptOf } = useMemo(() => positionOptions(tree.data ?? []), [tree.data]);
  const failure = tree.isError ? (
    <Typography.Text type="danger">岗位树加载失败：{userMessageOf(tree.error)}</Typography.Text>
  ) : null;
  return { tree, options, deptOf, failure };
}

const common = {
  allowClear: true,
  showSearch: { treeNodeFilterProp: 'label' },
  treeDefaultExpandAll: true,
  treeNodeLabelProp: 'label',
  style: { width: '100%' },
} as const;

/** 主岗位: one position of the organisation; its department is given back too (a new employee's department). */
export function MainPositionSelect({
  id,
  value,
  onChange,
  onBlur,
}: {
  id: string;
  value: string;
  onChange: (posId: string, deptId: string | undefined) => void;
  onBlur: () => void;
}) {
  const { tree, options, deptOf, failure } = usePositions();
  return (
    <>
      <TreeSelect
        {...common}
        id={id}
        value={value || undefined}
        onChange={(posId?: string) => onChange(posId ?? '', posId ? deptOf.get(posId) : undefined)}
        onBlur={onBlur}
        treeData={options}
        loading={tree.isPending}
        placeholder="请选择主岗位"
      />
      {failure}
    </>
  );
}

/** 附属岗位: further positions in any department, sent as department + position pairs. */
export function ExtraPositionsSelect({
  id,
  value,
  onChange,
  onBlur,
}: {
  id: string;
  value: readonly EmpPosition[];
  onChange: (pairs: EmpPosition[]) => void;
  onBlur: () => void;
}) {
  const { tree, options, deptOf, failure } = usePositions();
  return (
    <>
      <TreeSelect
        {...common}
        id={id}
        multiple
        value={value.map((pair) => pair.posId)}
        onChange={(posIds: string[]) => onChange(posIds.map((posId) => ({ deptId: deptOf.get(posId) ?? '', posId })))}
        onBlur={onBlur}
        treeData={options}
        loading={tree.isPending}
        placeholder="可选，兼任的其他岗位"
      />
      {failure}
    </>
  );
}
