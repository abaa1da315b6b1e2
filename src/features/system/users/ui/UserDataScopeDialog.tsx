import { DataScopeDialog } from '@/entities/department';
import { sysUserGrantData, sysUserOwnDataQueryOptions, type sysUser } from '@/shared/api';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';

/** 数据范围 of one user: overrides what the user's roles give. */
export function UserDataScopeDialog({ row, onClose, refetch }: RowPanelProps<RowOf<typeof sysUser>>) {
  return (
    <DataScopeDialog
      title={`数据范围：${row.name}（${row.account}）`}
      current={sysUserOwnDataQueryOptions({ query: { id: row.id } })}
      save={(value) => sysUserGrantData({ body: { id: row.id, ...value } }, { quiet: true })}
      onClose={onClose}
      onSaved={() => void refetch()}
    />
  );
}
