import { Tag } from 'antd';
import { CollabStateTag } from '@/entities/collab/order';
import { IN_TRANSIT, QUALITY_STATES, type SupplierLotRow } from '../model/quality-states';

/** The internal batch's quality state, or 在途 before the lot is received. */
export function QualityTag({ lot }: { lot: Pick<SupplierLotRow, 'qualityState'> }) {
  if (!lot.qualityState) return <Tag color={IN_TRANSIT.color}>{IN_TRANSIT.label}</Tag>;
  return <CollabStateTag states={QUALITY_STATES} state={lot.qualityState} />;
}
