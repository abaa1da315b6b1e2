import { mfgLineDetailQueryOptions } from '@/shared/api';
import { useLookups } from '@/shared/lib/lookups';
import { DetailDrawer } from '@/shared/ui/record-detail';

/** 产线详情: the line, its workshop and feed warehouse, and its audit stamp. */
export function LineDetailDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { renderDict } = useLookups();
  return (
    <DetailDrawer
      title="产线详情"
      width="default"
      columns={2}
      onClose={onClose}
      query={mfgLineDetailQueryOptions({ query: { id } })}
      items={(line) => [
        { label: '产线编码', value: line.code },
        { label: '产线名称', value: line.name },
        { label: '所属部门', value: line.deptName },
        { label: '投料仓库', value: line.inHouseCode ? `${line.inHouseCode} ${line.houseName ?? ''}` : null },
        { label: '状态', value: renderDict('common_status', line.status) },
        { label: '备注', value: line.remark, span: 2 },
      ]}
    />
  );
}
