import { mdGroupDetailQueryOptions } from '@/shared/api';
import { useLookups } from '@/shared/lib/lookups';
import type { MaterialGroup } from '@/entities/material-group';
import type { RowPanelProps } from '@/shared/ui/list-screen';
import { DetailDrawer } from '@/shared/ui/record-detail';

/** 物料组详情: the group, its parent and its place among its siblings. */
export function GroupDetailDrawer({ row, onClose }: RowPanelProps<MaterialGroup>) {
  const { renderDict } = useLookups();
  return (
    <DetailDrawer
      title="物料组详情"
      width="default"
      columns={2}
      onClose={onClose}
      query={mdGroupDetailQueryOptions({ query: { id: row.id } })}
      items={(group) => [
        { label: '物料组编码', value: group.code },
        { label: '物料组名称', value: group.name },
        { label: '上级物料组', value: group.pname ?? '顶级' },
        { label: '排序', value: group.sort },
        { label: '状态', value: renderDict('common_status', group.status) },
        { label: '备注', value: group.remark, span: 2 },
      ]}
    />
  );
}
