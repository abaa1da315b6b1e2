import type { ReactNode } from 'react';
import type { Refetchable } from '@/shared/ui/record-actions';
import type { WarningLike } from '../model/warnings';
import { warningRowActions } from './warning-actions';
import { WarningRefresh } from './WarningRefresh';
import { WarningAckSelected, WarningCloseSelected } from './WarningSelected';

interface WarningListOptions {
  /** The menu's permission class: edwRule, ibwRule, aiwRule. */
  prefix: string;
  kind: 'EDW' | 'IBW' | 'AIW';
  /** The warning list's page operation, reloaded after a batch step. */
  list: Refetchable;
  /** Shows `node` only to whoever holds `require` (the feature passes entities/permission's Access). */
  gate: (require: string, node: ReactNode) => ReactNode;
}

/**
 * What every warning list declares alike (docs/design/scm-storage-2.md → 规则与预警): 确认 / 关闭 per row, 刷新预警 in
 * the toolbar, 批量确认 / 批量关闭 on a selection, each behind its permission.
 */
export function warningListParts<Row extends WarningLike>({ prefix, kind, list, gate }: WarningListOptions) {
  return {
    rowActions: warningRowActions<Row>(prefix),
    toolbar: ({ refetch }: { refetch: () => Promise<unknown> }) =>
      gate(`${prefix}:refresh`, <WarningRefresh kind={kind} refetch={refetch} />),
    table: {
      selection: 'checkbox' as const,
      selectionActions: ({ rows, clear }: { rows: Row[]; clear: () => void }) => (
        <>
          {gate(`${prefix}:ack`, <WarningAckSelected rows={rows} clear={clear} list={list} />)}
          {gate(`${prefix}:close`, <WarningCloseSelected rows={rows} clear={clear} list={list} />)}
        </>
      ),
    },
  };
}
