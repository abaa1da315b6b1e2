import { AppDrawer } from '@/shared/ui/app-drawer';
import { ChangeHistoryTable, type ChangeHistoryTableProps } from './ChangeHistoryTable';

/** A record's change history in a drawer (groups, types): '{title}：{code} {name}'. */
export function ChangeHistoryDrawer({
  title,
  onClose,
  ...table
}: ChangeHistoryTableProps & { title: string; onClose: () => void }) {
  return (
    <AppDrawer open title={title} onClose={onClose}>
      <ChangeHistoryTable {...table} />
    </AppDrawer>
  );
}
