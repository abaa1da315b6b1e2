import { wipMaterialCreate } from '@/shared/api';
import { useRefetchList } from '@/shared/ui/record-actions';
import { MaterialPick, StatePick } from './pickers';
import { WipBatchModal, type WipBatchModalProps } from './WipBatchModal';
import { wipSource } from '../model/wip-list';

const pickers: WipBatchModalProps['pickers'] = { material: (p) => <MaterialPick {...p} />, state: (p) => <StatePick {...p} /> };

/** The batch modal wired to wipMaterialCreate; the request layer shows the per-row results (showResults). */
export function WipBatchAddModal({ onClose }: { onClose: () => void }) {
  const refetch = useRefetchList(wipSource);
  return <WipBatchModal open onClose={onClose} pickers={pickers} onSubmit={(body) => wipMaterialCreate({ body }, { quiet: true })} onSaved={() => void refetch()} />;
}
