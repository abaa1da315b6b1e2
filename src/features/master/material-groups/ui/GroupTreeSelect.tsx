import { materialGroupTreeQuery } from '@/entities/material';
import { useQuery } from '@tanstack/react-query';
import { TOP_LEVEL_PID } from '@/entities/material-group';
import { ParentTreeSelect } from '@/shared/ui/tree-panel';

interface GroupTreeSelectProps {
  id?: string;
  value?: string | undefined;
  onChange?: (pid: string) => void;
  onBlur?: () => void;
  /** The group being edited: it and its subtree are greyed out. */
  selfId?: string | undefined;
}

/** The parent group: '顶级' or one of the enabled groups (a disabled parent shows by its id). */
export function GroupTreeSelect(props: GroupTreeSelectProps) {
  const tree = useQuery(materialGroupTreeQuery);
  return (
    <ParentTreeSelect
      {...props}
      nodes={tree.data ?? []}
      loading={tree.isPending}
      topId={TOP_LEVEL_PID}
      placeholder="请选择上级物料组"
    />
  );
}
