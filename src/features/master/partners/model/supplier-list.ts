import {
  mdSupplierDelete,
  mdSupplierDisable,
  mdSupplierEnable,
  mdSupplierExport,
  mdSupplierPageSource,
  type MdSupplierPageVariables,
} from '@/shared/api';
import type { ColumnConfig } from '@/shared/ui/data-table';
import type { PartnerListKind, Supplier } from './partner-kind';
import { partnerColumns, partnerConditions } from './partner-list';

export type SupplierQuery = MdSupplierPageVariables['body'];

/** 供应商 (scm.mdSupplier): category, grade and purchaser beside the shared partner columns and conditions. */
export const supplierList: PartnerListKind<Supplier, SupplierQuery> = {
  noun: '供应商',
  tableId: 'scm.mdSupplier',
  permissionPrefix: 'mdSupplier',
  columns: partnerColumns<ColumnConfig<Supplier>>('供应商', {
    kind: [
      { dataIndex: 'category', title: '供应商类别', dict: 'supplier_category', filter: true },
      { dataIndex: 'grade', title: '等级', dict: 'supplier_grade', filter: true, hide: 'narrow' },
    ],
    terms: [{ dataIndex: 'purchaserName', title: '负责采购员', example: '欧阳明', hide: 'narrow' }],
  }),
  // The supplier query has no settlement condition (MdSupplierPageQuery).
  conditions: partnerConditions<keyof SupplierQuery & string>('供应商', [
    { key: 'category', title: '供应商类别', type: 'select', dict: 'supplier_category', multiple: true },
    { key: 'grade', title: '供应商等级', type: 'select', dict: 'supplier_grade', multiple: true },
    { key: 'purchaserName', title: '负责采购员', type: 'input' },
  ]),
  source: mdSupplierPageSource,
  exportFile: (request) => mdSupplierExport({ body: request }),
  states: { enable: mdSupplierEnable, disable: mdSupplierDisable, delete: mdSupplierDelete },
};
