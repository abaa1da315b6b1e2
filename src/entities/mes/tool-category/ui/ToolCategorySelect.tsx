import { useMfgToolCategoryList } from '@/shared/api';
import { PidTreeSelect } from '@/shared/ui/pid-tree-select';

export interface ToolCategorySelectProps {
  id?: string;
  value: string;
  onChange: (categoryId: string) => void;
  onBlur?: () => void;
  /** The category's own parent picker: the top level is offered and the edited category's subtree is greyed out. */
  parentOf?: { selfId?: string | undefined };
  placeholder?: string;
}

const isDisabled = (row: { status: number }) => row.status !== 0;

/** 工装类别 as a tree from the category list; a disabled category cannot be chosen for a tool. */
export function ToolCategorySelect({
  id,
  value,
  onChange,
  onBlur,
  parentOf,
  placeholder = parentOf ? '请选择上级类别' : '请选择工装类别',
}: ToolCategorySelectProps) {
  const list = useMfgToolCategoryList({ body: {} });
  return (
    <PidTreeSelect
      id={id}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      rows={list.data}
      loading={list.isPending}
      rootTitle={parentOf ? '顶级类别' : undefined}
      editingId={parentOf?.selfId}
      disabled={parentOf ? undefined : isDisabled}
      placeholder={placeholder}
    />
  );
}
