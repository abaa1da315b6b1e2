import { DataScopeDialog } from '@/entities/department';
import { sysRoleGrantData, sysRoleOwnDataQueryOptions, type sysRole } from '@/shared/api';
import type { RowOf, RowPanelProps } from '@/shared/ui/crud-screen';

/** 数据范围 of a role: what its users see unless a user has a range of their own. */
export function RoleDataScopeDialog({ row, onClose, refetch }: RowPanelProps<RowOf<typeof sysRole>>) {
  return (
    <DataScopeDialog
      title={`数据范围：${row.name}`}
      current={sysRoleOwnDataQueryOptions({ query: { id: row.id } })}
      save={(value) => sysRoleGrantData({ body: { id: row.id, ...value } }, { quiet: true })}
      onClose={onClose}
      onSaved={() => void refetch()}
    />
  );
}
