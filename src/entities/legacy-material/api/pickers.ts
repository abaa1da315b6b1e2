import {
  mdMaterialMgmtPageForBomItemAddSource,
  mdMaterialMgmtPageForCustomerScopeAddSource,
  mdMaterialMgmtPageForMdFifoDisableRelAddSource,
  mdMaterialMgmtPageForMfgScMatAddSource,
  mdMaterialMgmtPageForQmIanRuleMatAddSource,
  mdMaterialMgmtPageForStFixLocMatAddSource,
  mdMaterialMgmtPageForStMfgEntryItemAddSource,
  mdMaterialMgmtPageForStSalesReturnedAddSource,
  mdMaterialMgmtPageForStStandRuleMatAddSource,
  mdMaterialMgmtPageForSupplierScopeAddSource,
  type MdMaterialMgmtPageData,
} from '@/shared/api';

export type LegacyMaterialRow = MdMaterialMgmtPageData['rows'][number];

/**
 * The pageFor…Add pickers (product.md §7.9), by the document or master record the materials are being added to.
 * Each lists enabled materials and, given the record's id as refId, leaves out those already added.
 */
export const LEGACY_MATERIAL_PICKERS = {
  customerScope: mdMaterialMgmtPageForCustomerScopeAddSource,
  supplierScope: mdMaterialMgmtPageForSupplierScopeAddSource,
  mfgEntryItem: mdMaterialMgmtPageForStMfgEntryItemAddSource,
  standRule: mdMaterialMgmtPageForStStandRuleMatAddSource,
  fixedLocation: mdMaterialMgmtPageForStFixLocMatAddSource,
  bomItem: mdMaterialMgmtPageForBomItemAddSource,
  inspectionRule: mdMaterialMgmtPageForQmIanRuleMatAddSource,
  salesReturn: mdMaterialMgmtPageForStSalesReturnedAddSource,
  subcontract: mdMaterialMgmtPageForMfgScMatAddSource,
  fifoDisable: mdMaterialMgmtPageForMdFifoDisableRelAddSource,
};

export type LegacyMaterialPicker = keyof typeof LEGACY_MATERIAL_PICKERS;
