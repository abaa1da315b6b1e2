import { SwitchingTag, useSwitchingOf } from '@/entities/quality/switching';

/** 检验严格度 of a supplier item: the severity its next lot is inspected under (empty before a sampled lot). */
export function SwitchingCell({ supplierId, materialId }: { supplierId: string; materialId: string }) {
  const state = useSwitchingOf(supplierId, materialId);
  return state.data ? <SwitchingTag state={state.data} /> : null;
}
