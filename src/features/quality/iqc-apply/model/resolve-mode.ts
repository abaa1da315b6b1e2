import type { CollabSupplierItemPageData } from '@/shared/api';
import { INSPECT_MODES, MODE_SOURCES, type InspectModeValue, type ModeSource } from '@/entities/quality/iqc-apply';

type SupplierItem = CollabSupplierItemPageData['rows'][number];
export type ModeItem = Pick<SupplierItem, 'inspectModeOverride' | 'effectiveInspectMode' | 'supplierItemNo'>;

/** What decides a hand-made request's 检验方式, as far as it is known (undefined: still loading). */
export interface ModeFacts {
  /** The mode the person picked, '' for none. */
  chosen: string;
  /** The supplier item of the supplier × material; null when the supplier has none for the material. */
  item: ModeItem | null | undefined;
  /** The supplier configuration's qualityCheckMode (its default 全检 when never saved). */
  configMode: InspectModeValue | undefined;
}

export interface ResolvedMode {
  mode: InspectModeValue;
  source: ModeSource;
  /** Why, in words: 供应商物料 RC-05K1002FT 设为免检. */
  why: string;
}

const isMode = (value: string): value is InspectModeValue => Object.hasOwn(INSPECT_MODES, value);

/**
 * The mode the server will give the request (docs/design/scm-quality.md → IQC 申请): the one picked by hand, else the
 * supplier item's own, else the supplier configuration's. Undefined while what decides it is still loading.
 */
export function resolveMode({ chosen, item, configMode }: ModeFacts): ResolvedMode | undefined {
  if (isMode(chosen))
    return { mode: chosen, source: 'MANUAL', why: `${MODE_SOURCES.MANUAL}${INSPECT_MODES[chosen].label}` };
  if (item === undefined) return undefined;
  if (item?.inspectModeOverride) {
    const mode = item.inspectModeOverride;
    return { mode, source: 'SUPPLIER_ITEM', why: `供应商物料 ${item.supplierItemNo} 设为${INSPECT_MODES[mode].label}` };
  }
  // A supplier item without a mode of its own follows the configuration, which it already carries.
  const mode = item?.effectiveInspectMode ?? configMode;
  if (!mode) return undefined;
  return { mode, source: 'SUPPLIER_CONFIG', why: `供应商配置的来料检验方式为${INSPECT_MODES[mode].label}` };
}

/** What the form says under 检验方式: the mode that will apply and why, and what a 免检 lot means. */
export function modeHint(resolved: ResolvedMode): string {
  const base = resolved.source === 'MANUAL' ? resolved.why : `将按${resolved.why}`;
  return resolved.mode === 'EXEMPT' ? `${base}：登记即判定合格，不需检验，不发 IAN 通知` : base;
}

/** The answer to a hand-made request once saved: a 免检 lot is judged 合格 at once, the others wait for inspection. */
export function addAnswer(resolved: ResolvedMode | undefined): string {
  if (resolved?.mode === 'EXEMPT') return `已登记报检单：免检（${resolved.why}），登记即判定合格，不需检验`;
  const mode = resolved ? `${INSPECT_MODES[resolved.mode].label}，` : '';
  return `已登记报检单：${mode}待检，已通知检验员`;
}
