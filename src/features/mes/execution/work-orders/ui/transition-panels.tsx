import type { MfgOrderRow } from '@/entities/mes/mfg-order';
import type { RowPanelProps } from '@/shared/ui/crud-screen';
import type { OrderTransition } from '../model/order-transitions';
import { TransitionDialog } from './TransitionDialog';

/** A row's transition as a panel of the list kit: ask, call, then refetch the list. */
export function transitionPanel(transition: OrderTransition) {
  return function TransitionPanel({ row, onClose, refetch }: RowPanelProps<MfgOrderRow>) {
    return (
      <TransitionDialog
        transition={transition}
        order={row}
        onClose={onClose}
        onDone={() => {
          onClose();
          void refetch();
        }}
      />
    );
  };
}
