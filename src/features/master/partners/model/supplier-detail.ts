import { type mdSupplierDetailQueryKey, mdSupplierDetailQueryOptions } from '@/shared/api';
import type { PartnerDetailKind, Supplier } from './partner-kind';
import { partnerItems } from './partner-detail';

/** 供应商详情: the shared values with the supplier's category, grade and purchaser. */
export const supplierDetail: PartnerDetailKind<Supplier, ReturnType<typeof mdSupplierDetailQueryKey>> = {
  noun: '供应商',
  query: (id) => mdSupplierDetailQueryOptions({ query: { id } }),
  items: (s, renderDict) =>
    partnerItems('供应商', s, renderDict, {
      kind: [
        { label: '供应商类别', value: renderDict('supplier_category', s.category) },
        { label: '供应商等级', value: renderDict('supplier_grade', s.grade) },
      ],
      terms: [{ label: '负责采购员', value: s.purchaserName }],
    }),
};
