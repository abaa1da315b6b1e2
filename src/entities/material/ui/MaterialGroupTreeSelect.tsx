import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from '@/shared/ui/tree-select';
import { userMessageOf } from '@/shared/lib/errors';
import { groupTreeFailure, materialGroupTreeQuery } from '../api/group-tree-query';

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (id: string) => void;
  onBlur?: () => void;
  placeholder?: string;
}

/** A material group for a form, picked from the enabled group tree. */
export function MaterialGroupTreeSelect({ id, value, onChange, onBlur, placeholder = '请选择物料组' }: Props) {
  const tree = useQuery(materialGroupTreeQuery);
  return (
    <TreeSelect
      id={id}
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      placeholder={tree.isError ? groupTreeFailure(userMessageOf(tree.error)) : placeholder}
      loading={tree.isPending}
      value={value || undefined}
      onChange={(next: string) => onChange?.(next)}
      onBlur={onBlur}
      fieldNames={{ label: 'title', value: 'id', children: 'children' }}
      treeData={tree.data ?? []}
    />
  );
}
