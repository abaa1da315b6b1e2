import {
  mdMaterialMgmtPageForBomItemAdd,
  mdMaterialMgmtPageForBomItemAddQueryKey,
  mdMaterialMgmtPageForCustomerScopeAdd,
  mdMaterialMgmtPageForCustomerScopeAddQueryKey,
  mdMaterialMgmtPageForMdFifoDisableRelAdd,
  mdMaterialMgmtPageForMdFifoDisableRelAddQueryKey,
  mdMaterialMgmtPageForMfgScMatAdd,
  mdMaterialMgmtPageForMfgScMatAddQueryKey,
  mdMaterialMgmtPageForQmIanRuleMatAdd,
  mdMaterialMgmtPageForQmIanRuleMatAddQueryKey,
  mdMaterialMgmtPageForStFixLocMatAdd,
  mdMaterialMgmtPageForStFixLocMatAddQueryKey,
  mdMaterialMgmtPageForStMfgEntryItemAdd,
  mdMaterialMgmtPageForStMfgEntryItemAddQueryKey,
  mdMaterialMgmtPageForStSalesReturnedAdd,
  mdMaterialMgmtPageForStSalesReturnedAddQueryKey,
  mdMaterialMgmtPageForStStandRuleMatAdd,
  mdMaterialMgmtPageForStStandRuleMatAddQueryKey,
  mdMaterialMgmtPageForSupplierScopeAdd,
  mdMaterialMgmtPageForSupplierScopeAddQueryKey,
  type CallOptions,
  type MdMaterialMgmtPageData,
  type MdMaterialMgmtPageForBomItemAddVariables,
} from '@/shared/api';
import type { SelectionSource } from '@/shared/ui/selection-modal';

export type LegacyMaterialRow = MdMaterialMgmtPageData['rows'][number];
/** Every pageFor…Add picker takes the same MdMaterialPickQuery body. */
type PickQuery = MdMaterialMgmtPageForBomItemAddVariables['body'];
type Picker = {
  fetch: (variables: { body: PickQuery }, options?: CallOptions) => Promise<MdMaterialMgmtPageData>;
  key: (variables: { body: PickQuery }) => readonly unknown[];
};

/**
 * §7.9's pageFor…Add pickers, by the document or master record the materials are being added to. Each lists enabled
 * materials and, given the record's id as refId, leaves out those already added.
 */
const pickers = {
  customerScope: { fetch: mdMaterialMgmtPageForCustomerScopeAdd, key: mdMaterialMgmtPageForCustomerScopeAddQueryKey },
  supplierScope: { fetch: mdMaterialMgmtPageForSupplierScopeAdd, key: mdMaterialMgmtPageForSupplierScopeAddQueryKey },
  mfgEntryItem: { fetch: mdMaterialMgmtPageForStMfgEntryItemAdd, key: mdMaterialMgmtPageForStMfgEntryItemAddQueryKey },
  standRule: { fetch: mdMaterialMgmtPageForStStandRuleMatAdd, key: mdMaterialMgmtPageForStStandRuleMatAddQueryKey },
  fixedLocation: { fetch: mdMaterialMgmtPageForStFixLocMatAdd, key: mdMaterialMgmtPageForStFixLocMatAddQueryKey },
  bomItem: { fetch: mdMaterialMgmtPageForBomItemAdd, key: mdMaterialMgmtPageForBomItemAddQueryKey },
  inspectionRule: { fetch: mdMaterialMgmtPageForQmIanRuleMatAdd, key: mdMaterialMgmtPageForQmIanRuleMatAddQueryKey },
  salesReturn: { fetch: mdMaterialMgmtPageForStSalesReturnedAdd, key: mdMaterialMgmtPageForStSalesReturnedAddQueryKey },
  subcontract: { fetch: mdMaterialMgmtPageForMfgScMatAdd, key: mdMaterialMgmtPageForMfgScMatAddQueryKey },
  fifoDisable: {
    fetch: mdMaterialMgmtPageForMdFifoDisableRelAdd,
    key: mdMaterialMgmtPageForMdFifoDisableRelAddQueryKey,
  },
} satisfies Record<string, Picker>;

export type LegacyMaterialPicker = keyof typeof pickers;

/** The selection source of one picker; the selector's params are the pick query's fields (paging, search). */
export function legacyMaterialSource(picker: LegacyMaterialPicker, refId?: string): SelectionSource<LegacyMaterialRow> {
  const { fetch, key }: Picker = pickers[picker];
  const bodyOf = (params: Record<string, unknown>) => ({ ...(params as PickQuery), ...(refId ? { refId } : {}) });
  return {
    key: (params) => key({ body: bodyOf(params) }),
    fetch: (params, options) => fetch({ body: bodyOf(params) }, options),
  };
}
