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
  type MdSupplierScopePageVariables,
} from '@/shared/api';
import type { ScreenSource } from '@/shared/ui/crud-screen';
import type { IdsCall } from '@/shared/ui/record-actions';
import type { ScopeFormBody } from './scope-form';

type CustomerScope = MdCustomerScopePageData['rows'][number];
/**
 * A material in a partner's scope, the same for both kinds: the partner's own code for the material (客户料号 or
 * 供应商物料编码) is read into `partnerMaterialCode`, so one table and one form serve both.
 */
export type ScopeRow = Omit<CustomerScope, 'customerId' | 'customerMaterialCode'> & {
  partnerMaterialCode?: string | null | undefined;
};
/** The list's own conditions (paging, material code or name); the kind adds the partner's id. */
export type ScopeQuery = Omit<MdCustomerScopePageVariables['body'], 'customerId'>;

/** One kind's material scope, declared: the label of the partner's code, the calls and the permission. */
export interface ScopeKind<Query> {
  /** 客户物料范围 / 供应商供货范围 */
  title: string;
  /** 客户料号 / 供应商物料编码 */
  codeLabel: string;
  /** Changing a partner's scope is editing the partner. */
  permission: string;
  /** The material picker that leaves out the partner's materials (refId = partner id). */
  picker: 'customerScope' | 'supplierScope';
  /** The scope's page, the partner's own code read into `partnerMaterialCode`. */
  source: ScreenSource<ScopeRow, Query>;
  /** The list narrowed to one partner's materials (its `extendedParams`, the add dialog's scope). */
  scope: (partnerId: string) => Partial<Query>;
  partnerOf: (scope: Partial<Query> | undefined) => string | undefined;
  add: (partnerId: string, materialIds: string[]) => Promise<unknown>;
  /** Quiet, so a business failure lands on the form. */
  edit: (id: string, body: ScopeFormBody) => Promise<unknown>;
  remove: IdsCall;
}

type CustomerScopeQuery = MdCustomerScopePageVariables['body'];
type SupplierScopeQuery = MdSupplierScopePageVariables['body'];

export const scopeKinds: { customer: ScopeKind<CustomerScopeQuery>; supplier: ScopeKind<SupplierScopeQuery> } = {
  customer: {
    title: '客户物料范围',
    codeLabel: '客户料号',
    permission: 'mdCustomer:edit',
    picker: 'customerScope',
    source: {
      operation: mdCustomerScopePageOperation,
      key: (body) => mdCustomerScopePageQueryKey({ body }),
      fetch: async (body, options) => {
        const page = await mdCustomerScopePage({ body }, options);
        return {
          ...page,
          rows: page.rows.map(({ customerMaterialCode, ...row }) => ({
            ...row,
            partnerMaterialCode: customerMaterialCode,
          })),
        };
      },
    },
    scope: (customerId) => ({ customerId }),
    partnerOf: (scope) => scope?.customerId,
    add: (customerId, materialIds) => mdCustomerScopeAdd({ body: { customerId, materialIds } }),
    edit: (id, body) =>
      mdCustomerScopeEdit(
        { body: { id, customerMaterialCode: body.partnerMaterialCode, remark: body.remark } },
        { quiet: true },
      ),
    remove: mdCustomerScopeDelete,
  },
  supplier: {
    title: '供应商供货范围',
    codeLabel: '供应商物料编码',
    permission: 'mdSupplier:edit',
    picker: 'supplierScope',
    source: {
      operation: mdSupplierScopePageOperation,
      key: (body) => mdSupplierScopePageQueryKey({ body }),
      fetch: async (body, options) => {
        const page = await mdSupplierScopePage({ body }, options);
        return {
          ...page,
          rows: page.rows.map(({ supplierMaterialCode, ...row }) => ({
            ...row,
            partnerMaterialCode: supplierMaterialCode,
          })),
        };
      },
    },
    scope: (supplierId) => ({ supplierId }),
    partnerOf: (scope) => scope?.supplierId,
    add: (supplierId, materialIds) => mdSupplierScopeAdd({ body: { supplierId, materialIds } }),
    edit: (id, body) =>
      mdSupplierScopeEdit(
        { body: { id, supplierMaterialCode: body.partnerMaterialCode, remark: body.remark } },
        { quiet: true },
      ),
    remove: mdSupplierScopeDelete,
  },
};
