import {
  mdCustomerScopeAdd,
  mdCustomerScopeDelete,
  mdCustomerScopeEdit,
  mdCustomerScopePage,
  mdCustomerScopePageOperation,
  mdCustomerScopePageQueryKey,
  mdSupplierScopeAdd,
  mdSupplierScopeDelete,
  mdSupplierScopeEdit,
  mdSupplierScopePage,
  mdSupplierScopePageOperation,
  mdSupplierScopePageQueryKey,
  type MdCustomerScopePageData,
  type MdCustomerScopePageVariables,
} from '@/shared/api';
import type { TableSource } from '@/shared/ui/data-table';
import type { IdsCall } from '@/shared/ui/record-actions';
import type { ScopeFormBody } from './scope-form';

type CustomerScope = MdCustomerScopePageData['rows'][number];
/**
 * A material in a partner's scope, the same for both kinds: the partner's own code for the material (客户料号 or
 * 供应商物料编码) is read into `partnerMaterialCode`, so one table and one form serve both.
 */
export type ScopeRow = Omit<CustomerScope, 'customerId' | 'customerMaterialCode'> & { partnerMaterialCode?: string | null | undefined };
/** The list's own conditions (paging, material code or name); the kind adds the partner's id. */
export type ScopeQuery = Omit<MdCustomerScopePageVariables['body'], 'customerId'>;

/** One kind's material scope, declared: the label of the partner's code, the calls and the permission. */
export interface ScopeKind {
  /** 客户物料范围 / 供应商供货范围 */
  title: string;
  /** 客户料号 / 供应商物料编码 */
  codeLabel: string;
  /** Changing a partner's scope is editing the partner. */
  permission: string;
  /** The material picker that leaves out the partner's materials (refId = partner id). */
  picker: 'customerScope' | 'supplierScope';
  pageOperation: { family: string; operationId: string };
  source: (partnerId: string) => TableSource<ScopeRow, ScopeQuery>;
  add: (partnerId: string, materialIds: string[]) => Promise<unknown>;
  /** Quiet, so a business failure lands on the form. */
  edit: (id: string, body: ScopeFormBody) => Promise<unknown>;
  remove: IdsCall;
}

export const scopeKinds: Record<'customer' | 'supplier', ScopeKind> = {
  customer: {
    title: '客户物料范围',
    codeLabel: '客户料号',
    permission: 'mdCustomer:edit',
    picker: 'customerScope',
    pageOperation: mdCustomerScopePageOperation,
    source: (customerId) => ({
      key: (query) => mdCustomerScopePageQueryKey({ body: { ...query, customerId } }),
      fetch: async (query, options) => {
        const page = await mdCustomerScopePage({ body: { ...query, customerId } }, options);
        return { ...page, rows: page.rows.map(({ customerMaterialCode, ...row }) => ({ ...row, partnerMaterialCode: customerMaterialCode })) };
      },
    }),
    add: (customerId, materialIds) => mdCustomerScopeAdd({ body: { customerId, materialIds } }),
    edit: (id, body) => mdCustomerScopeEdit({ body: { id, customerMaterialCode: body.partnerMaterialCode, remark: body.remark } }, { quiet: true }),
    remove: mdCustomerScopeDelete,
  },
  supplier: {
    title: '供应商供货范围',
    codeLabel: '供应商物料编码',
    permission: 'mdSupplier:edit',
    picker: 'supplierScope',
    pageOperation: mdSupplierScopePageOperation,
    source: (supplierId) => ({
      key: (query) => mdSupplierScopePageQueryKey({ body: { ...query, supplierId } }),
      fetch: async (query, options) => {
        const page = await mdSupplierScopePage({ body: { ...query, supplierId } }, options);
        return { ...page, rows: page.rows.map(({ supplierMaterialCode, ...row }) => ({ ...row, partnerMaterialCode: supplierMaterialCode })) };
      },
    }),
    add: (supplierId, materialIds) => mdSupplierScopeAdd({ body: { supplierId, materialIds } }),
    edit: (id, body) => mdSupplierScopeEdit({ body: { id, supplierMaterialCode: body.partnerMaterialCode, remark: body.remark } }, { quiet: true }),
    remove: mdSupplierScopeDelete,
  },
};
