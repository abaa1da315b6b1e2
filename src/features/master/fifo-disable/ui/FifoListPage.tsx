import { useWarehouseConditions } from '@/entities/warehouse';
import { cdFifoDisableDelete } from '@/shared/api';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { fifoColumns, fifoConditions, fifoSource } from '../model/fifo-list';

const FifoList = defineListScreen({
  tableId: 'scm.cdFifoDisable',
  permissionPrefix: 'cdFifoDisable',
  source: fifoSource,
  columns: fifoColumns,
  conditions: fifoConditions,
  // Added and deleted, never edited.
  add: { load: () => import('./fifo-form').then((m) => m.FifoForm) },
  remove: cdFifoDisableDelete,
});

/** 先进先出禁用 (§7.9): materials whose issues skip the FIFO check in a warehouse; its search adds 仓库. */
export function FifoListPage() {
  const conditions = useWarehouseConditions(fifoConditions);
  return <FifoList conditions={conditions} />;
}
