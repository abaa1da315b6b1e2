import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from '@/shared/ui/tree-select';
import { MaterialSearchSelect } from '@/entities/material';
import { stateOptions, stateTreeQuery } from '../model/state-tree';

interface PickProps {
  id: string;
  label?: string;
  value?: string | null | undefined;
  onChange?: ((value: string | null) => void) | undefined;
  onBlur?: (() => void) | undefined;
}

/** An enabled material, searched on the server by code or name. */
export function MaterialPick({ id, label, value, onChange, onBlur }: PickProps) {
  return <MaterialSearchSelect id={id} aria-label={label} value={value} onChange={onChange} onBlur={onBlur} />;
}

/** A manufacturing state under its process (processes themselves cannot be picked). */
export function StatePick({ id, label, value, onChange, onBlur }: PickProps) {
  const tree = useQuery(stateTreeQuery);
  return (
    <TreeSelect
      id={id}
      aria-label={label}
      allowClear
      showSearch
      treeDefaultExpandAll
      treeNodeFilterProp="title"
      placeholder="请选择制造状态"
      loading={tree.isPending}
      value={value || undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? null)}
      onBlur={onBlur}
      treeData={stateOptions(tree.data ?? [])}
    />
  );
}
