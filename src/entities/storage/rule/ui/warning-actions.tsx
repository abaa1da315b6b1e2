import type { ComponentType } from 'react';
import type { RowActionSpec, RowPanelProps } from '@/shared/ui/crud-screen';
import type { WarningLike } from '../model/warnings';

const panels = () => import('./warning-panels');

/**
 * A warning list's row actions (docs/design/scm-storage-2.md → 规则与预警): 确认 an open one, 关闭 an open or an
 * acknowledged one, behind `{prefix}:ack` and `{prefix}:close` (edwRule, ibwRule, aiwRule).
 */
export function warningRowActions<Row extends WarningLike>(prefix: string): RowActionSpec<Row>[] {
  // A panel of any warning row takes this kind's row (it reads only the common fields).
  const load = (pick: (m: Awaited<ReturnType<typeof panels>>) => ComponentType<RowPanelProps<WarningLike>>) => () =>
    panels().then((m) => pick(m) as ComponentType<RowPanelProps<Row>>);
  // Every warning row has its state (WarningLike); the generic row cannot say so to the condition's field type.
  const state = 'state' as Extract<keyof Row, string>;
  return [
    {
      kind: 'panel',
      action: 'confirm',
      title: '确认',
      require: `${prefix}:ack`,
      when: { field: state, op: 'eq', value: 'OPEN' },
      load: load((m) => m.WarningAckPanel),
    },
    {
      kind: 'panel',
      action: 'close',
      title: '关闭',
      require: `${prefix}:close`,
      when: { field: state, op: 'in', value: ['OPEN', 'ACKED'] },
      load: load((m) => m.WarningClosePanel),
    },
  ];
}
