import type { CollabSupplierItemPageData } from '@/shared/api';
import type { SearchOption } from '@/shared/lib/table-query';

type InspectMode = CollabSupplierItemPageData['rows'][number]['effectiveInspectMode'];

/** 来料检验方式, the values of the supplier configuration's qualityCheckMode. */
export const INSPECT_MODES: Record<InspectMode, string> = { FULL: '全检', SAMPLE: '抽检', EXEMPT: '免检' };

export const INSPECT_MODE_OPTIONS: SearchOption[] = Object.entries(INSPECT_MODES).map(([value, title]) => ({
  value,
  title,
}));

/** The mode that applies, and whether it is this item's own or the supplier's configuration. */
export function inspectModeText(item: {
  effectiveInspectMode: InspectMode;
  inspectModeOverride?: InspectMode | null | undefined;
}): string {
  const mode = INSPECT_MODES[item.effectiveInspectMode];
  return item.inspectModeOverride ? mode : `${mode}（供应商配置）`;
}
