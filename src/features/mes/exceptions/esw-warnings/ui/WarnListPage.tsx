import { useMemo } from 'react';
import { useLines } from '@/entities/production-line';
import { defineListScreen } from '@/shared/ui/crud-screen';
import { warnColumns, warnConditions, warnSource } from '../model/warn-list';

const WarnList = defineListScreen({
  tableId: 'mes.mfgEswWarn',
  permissionPrefix: 'mfgEswWarn',
  source: warnSource,
  columns: warnColumns,
  conditions: warnConditions([]),
  rowActions: [
    {
      kind: 'panel',
      action: 'detail',
      title: '详情',
      load: () => import('./WarnDetailDrawer').then((m) => m.WarnDetailDrawer),
    },
    {
      kind: 'panel',
      action: 'approval',
      title: '确认',
      require: 'mfgEswWarn:ack',
      when: { field: 'state', op: 'eq', value: 'OPEN' },
      load: () => import('./WarnDialogs').then((m) => m.AckDialog),
    },
    {
      kind: 'panel',
      action: 'close',
      title: '关闭',
      require: 'mfgEswWarn:close',
      when: { field: 'state', op: 'eq', value: 'ACKED' },
      load: () => import('./WarnDialogs').then((m) => m.CloseDialog),
    },
  ],
});

/** ESW 预警 (/manufacture/eswWarn): the warnings the rules raised, confirmed then closed; filtered by line too. */
export function WarnListPage() {
  const lines = useLines();
  const conditions = useMemo(
    () => warnConditions((lines.data ?? []).map((line) => ({ value: line.id, title: line.name }))),
    [lines.data],
  );
  return <WarnList conditions={conditions} />;
}
