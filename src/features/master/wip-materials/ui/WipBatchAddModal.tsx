import { wipMaterialCreate } from '@/shared/api';
import type { AddPanelProps } from '@/shared/ui/crud-screen';
import { MaterialPick, StatePick } from './pickers';
import { WipBatchModal, type WipBatchModalProps } from './WipBatchModal';

const pickers: WipBatchModalProps['pickers'] = {
  material: (p) => <MaterialPick {...p} />,
  state: (p) => <StatePick {...p} />,
};

/** The batch modal wired to wipMaterialCreate; the request layer shows the per-row results (showResults). */
export function WipBatchAddModal({ onClose, onSaved }: AddPanelProps<unknown>) {
  return (
    <WipBatchModal
      open
      onClose={onClose}
      pickers={pickers}
      onSubmit={(body) => wipMaterialCreate({ body }, { quiet: true })}
      onSaved={onSaved}
    />
  );
}
