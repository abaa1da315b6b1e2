import { useQuery } from '@tanstack/react-query';
import { materialGroupTreeQuery } from '@/entities/material';
import { userMessageOf } from '@/shared/lib/errors';
import { TreeSelect } from '@/shared/ui/tree-select';

interface MultiProps {
  id: string;
  value: string[];
  onChange: (ids: string[]) => void;
  onBlur: () => void;
}

/** 物料组: several enabled groups (each with its subgroups); none is every group. */
export function MaterialGroupMultiSelect({ id, value, onChange, onBlur }: MultiProps) {
  const tree = useQuery(materialGroupTreeQuery);
  return (
    <TreeSelect<string[]>
      id={id}
      multiple
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      placeholder={tree.isError ? `获取物料分组失败：${userMessageOf(tree.error)}` : '不选即全部物料组（含下级）'}
      loading={tree.isPending}
      value={value}
      onChange={(ids) => onChange(ids)}
      onBlur={onBlur}
      fieldNames={{ label: 'title', value: 'id', children: 'children' }}
      treeData={tree.data ?? []}
    />
  );
}
